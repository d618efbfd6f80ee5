-- Local development data. `supabase db reset` and the local stand-in
-- (npm run supabase:reset) load this after the migrations. Never run it
-- against a hosted project: it creates accounts with published passwords.

insert into public.website_content (content_key, content_value) values
  ('home.hero.title', 'Engineering Excellence'),
  ('home.hero.tagline', 'We design, verify and validate silicon, bring up the embedded software that runs on it, and build the data and cloud platforms around it, so your product reaches market on schedule.'),
  ('home.cta.title', 'Ready to Transform Your Vision?'),
  ('footer.tagline', 'Semiconductor, embedded and software engineering services that take products from specification to silicon and into the field.'),
  ('contact.hero.title', 'Let''s talk about your project'),
  ('contact.form.title', 'Send us a Message'),
  ('contact.faq.title', 'Frequently Asked Questions');

-- Accounts. Passwords are bcrypt hashes (cost 10), the format Supabase Auth uses:
--   editor@example.com / local-editor-password  (app_metadata.role = editor)
--   viewer@example.com / local-viewer-password  (signed in, but not an editor)
-- The empty token strings matter to Supabase Auth, which cannot read NULLs there.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values
  (
    '00000000-0000-0000-0000-000000000000',
    'a0e1b2c3-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'editor@example.com',
    '$2a$10$yjPtHf/22w43ps7bmvHJb.syRFd2zwjBsQmMuL3TqZTjaIM3aXVcy',
    now(),
    '{"provider":"email","providers":["email"],"role":"editor"}',
    '{}', now(), now(), '', '', '', ''
  ),
  (
    '00000000-0000-0000-0000-000000000000',
    'a0e1b2c3-0000-4000-8000-000000000002',
    'authenticated', 'authenticated', 'viewer@example.com',
    '$2a$10$r67.A5EWo7XXaxryNKyTmuSKLSTl84S1vR2wMyEfIgjFcN1f6upt2',
    now(),
    '{"provider":"email","providers":["email"]}',
    '{}', now(), now(), '', '', '', ''
  );

insert into auth.identities (
  id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
select gen_random_uuid(), u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.email in ('editor@example.com', 'viewer@example.com');
