-- The team: a row in public.team_members makes a role, never a claim in a token; admins,
-- editors and authors each reach exactly their part.

-- test: a token claiming a role makes no member; only the team's row does
select rls_test.act_as('authenticated', '{
  "sub": "a0e1b2c3-0000-4000-8000-000000000002",
  "app_metadata": {"role": "admin"}
}');
select rls_test.expect(public.team_role() is null, 'a claimed role is no role');
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.claimed', 'x')$$,
  '42501', 'a claimed role cannot publish');
select rls_test.expect_error(
  $$insert into public.website_content_drafts (content_key, content_value) values ('rls.claimed', 'x')$$,
  '42501', 'a claimed role cannot stage');
select rls_test.expect((select count(*) from public.team_members) = 0, 'nor see the team');
select rls_test.act_as_editor();
select rls_test.expect(public.team_role() = 'editor', 'the seed''s editor is an editor');
select rls_test.expect((select count(*) from public.team_members) >= 1, 'a member sees the team');

-- test: nobody writes the team through the API, themselves included: no self-promotion
select rls_test.act_as_member('author');
select rls_test.expect_error(
  $$update public.team_members set role = 'admin' where user_id = (select auth.uid())$$,
  '42501', 'an author cannot make themselves admin');
select rls_test.expect_error(
  $$insert into public.team_members (user_id, role) values (gen_random_uuid(), 'admin')$$,
  '42501', 'nor add anyone');
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$delete from public.team_members$$, '42501', 'an admin writes the team only through its functions');
select rls_test.expect_error(
  $$update public.team_members set role = 'author'$$, '42501', 'not with a plain update either');

-- test: an author stages texts and items, reads the history and adds images (through the server), and nothing more
insert into public.website_content (content_key, content_value) values ('rls.history', 'x');
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-0000000000c1',
  'b0e1b2c3-0000-4000-8000-0000000000c1/c0e1b2c3-0000-4000-8000-0000000000c1.png',
  'A wafer', 'w.png', 'image/png', 10, 4, 3);
select set_config('rls_test.history', count(*)::text, true) from public.website_content_history;
select rls_test.act_as_member('author');
insert into public.website_content_drafts (content_key, content_value) values ('rls.author', 'staged');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'An author''s answer'), updated_at
from public.faqs order by sort_order limit 1;
select rls_test.expect(
  (select count(*) from public.website_content_drafts where content_key = 'rls.author') = 1,
  'an author sees what they staged');
select rls_test.expect(
  (select count(*) from public.website_content_history) = current_setting('rls_test.history')::bigint,
  'an author reads the whole history');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-0000000000c2',
      'b0e1b2c3-0000-4000-8000-0000000000c2/c0e1b2c3-0000-4000-8000-0000000000c2.png',
      'A wafer', 'w.png', 'image/png', 10, 4, 3)$$,
  '42501', 'an author adds an image only through the server, which checks the file');
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.author', 'live')$$,
  '42501', 'an author cannot write site text live');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '42501', 'an author cannot publish');
with changed as (update public.faqs set answer = 'changed live by an author' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'an author changes no live item');
with changed as (update public.media set alt = 'renamed by an author' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'nor an image''s alt text');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/services/rls-author', '/about')$$,
  '42501', 'nor add a redirect');
select rls_test.act_as_owner();
select rls_test.expect(
  not exists (select 1 from public.faqs where answer = 'changed live by an author'),
  'the live answer is untouched');

-- test: an editor and an admin publish what they staged
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.publish', 'by an editor');
select rls_test.expect(public.publish_site_text_drafts() >= 1, 'an editor publishes');
select rls_test.act_as_member('admin');
insert into public.website_content_drafts (content_key, content_value) values ('rls.publish', 'by an admin');
select rls_test.expect(public.publish_site_text_drafts() >= 1, 'an admin publishes');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'rls.publish') = 'by an admin',
  'the last staged words are live');

-- test: a removed member loses access at their next request, token or not
select set_config('rls_test.member', rls_test.act_as_member('editor')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.removed', 'x');
select rls_test.act_as_owner();
delete from public.team_members where user_id = current_setting('rls_test.member')::uuid;
select rls_test.act_as('authenticated', jsonb_build_object(
  'sub', current_setting('rls_test.member'),
  'app_metadata', jsonb_build_object('role', 'editor')));
select rls_test.expect(public.team_role() is null, 'no role once removed');
select rls_test.expect(
  (select count(*) from public.website_content_drafts) = 0, 'a removed member sees no drafts');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '42501', 'nor publishes');
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.removed', 'x')$$,
  '42501', 'nor writes live');

-- test: an account given a team role in app_metadata (service role only) joins with it, and leaves when it is taken out
select rls_test.act_as_owner();
insert into auth.users (id, email, raw_app_meta_data)
values ('a0e1b2c3-0000-4000-8000-0000000000aa', 'joiner@example.com', '{"role": "author"}');
select rls_test.expect(
  (select role from public.team_members where user_id = 'a0e1b2c3-0000-4000-8000-0000000000aa') = 'author',
  'joins as an author');
update auth.users set raw_app_meta_data = '{"role": "admin", "provider": "email"}'
where id = 'a0e1b2c3-0000-4000-8000-0000000000aa';
select rls_test.expect(
  (select role from public.team_members where user_id = 'a0e1b2c3-0000-4000-8000-0000000000aa') = 'admin',
  'a changed claim changes the role');
update auth.users set raw_app_meta_data = '{"provider": "email"}'
where id = 'a0e1b2c3-0000-4000-8000-0000000000aa';
select rls_test.expect(
  not exists (select 1 from public.team_members where user_id = 'a0e1b2c3-0000-4000-8000-0000000000aa'),
  'a claim taken out removes the member');
insert into auth.users (id, email, raw_app_meta_data)
values ('a0e1b2c3-0000-4000-8000-0000000000ab', 'other@example.com', '{"role": "owner"}');
select rls_test.expect(
  not exists (select 1 from public.team_members where user_id = 'a0e1b2c3-0000-4000-8000-0000000000ab'),
  'a role the team does not have makes no member');

-- test: a deleted account leaves the team
select rls_test.act_as_owner();
insert into auth.users (id, email, raw_app_meta_data)
values ('a0e1b2c3-0000-4000-8000-0000000000ac', 'leaver@example.com', '{"role": "editor"}');
delete from auth.users where id = 'a0e1b2c3-0000-4000-8000-0000000000ac';
select rls_test.expect(
  not exists (select 1 from public.team_members where user_id = 'a0e1b2c3-0000-4000-8000-0000000000ac'),
  'no member row outlives its account');

-- test: only an admin lists the team, with what Auth knows of each member
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  $$select * from public.team_directory()$$, '42501', 'an editor cannot list the team');
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select rls_test.expect(
  (select role from public.team_directory() where user_id = current_setting('rls_test.admin')::uuid) = 'admin',
  'an admin lists the team, themselves included');
select rls_test.expect(
  (select accepted from public.team_directory() where email = 'editor@example.com'),
  'a confirmed member has accepted');

-- test: an admin changes roles and removes members; nobody else can
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'admin')$$, current_setting('rls_test.author')),
  '42501', 'an author cannot promote themselves through the function');
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'editor')$$, current_setting('rls_test.author')),
  '42501', 'nor can an editor promote anyone');
select rls_test.expect_error(
  format($$select public.remove_member(%L)$$, current_setting('rls_test.author')),
  '42501', 'nor remove anyone');
select rls_test.act_as_member('admin');
select public.set_member_role(current_setting('rls_test.author')::uuid, 'editor');
select rls_test.expect(
  (select role from public.team_members where user_id = current_setting('rls_test.author')::uuid) = 'editor',
  'an admin makes an author an editor');
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'owner')$$, current_setting('rls_test.author')),
  '22023', 'a role the team does not have is refused');
select public.remove_member(current_setting('rls_test.author')::uuid);
select rls_test.expect(
  not exists (select 1 from public.team_members where user_id = current_setting('rls_test.author')::uuid),
  'an admin removes a member');
select rls_test.expect_error(
  format($$select public.remove_member(%L)$$, current_setting('rls_test.author')),
  'P0002', 'removing a non-member says so');

-- test: the team always keeps an admin
select rls_test.act_as_owner();
delete from public.team_members where role = 'admin';
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'editor')$$, current_setting('rls_test.admin')),
  '23514', 'the last admin cannot step down');
select rls_test.expect_error(
  format($$select public.remove_member(%L)$$, current_setting('rls_test.admin')),
  '23514', 'nor be removed');
select set_config('rls_test.second', rls_test.act_as_member('admin')::text, true);
select public.set_member_role(current_setting('rls_test.admin')::uuid, 'editor');
select rls_test.expect(
  (select count(*) from public.team_members where role = 'admin') = 1,
  'with a second admin, the first steps down');

-- test: an invited admin who has not chosen a password does not keep the team running
select rls_test.act_as_owner();
delete from public.team_members where role = 'admin';
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select rls_test.act_as_owner();
insert into auth.users (id, email) values ('a0e1b2c3-0000-4000-8000-0000000000ad', 'pending@example.com');
insert into public.team_members (user_id, role, joined_at, invited_by)
values ('a0e1b2c3-0000-4000-8000-0000000000ad', 'admin', null, current_setting('rls_test.admin')::uuid);
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.admin')));
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'editor')$$, current_setting('rls_test.admin')),
  '23514', 'a pending invitation is not an admin to hand over to');
select rls_test.expect(
  (select not accepted and invited_here from public.team_directory() where email = 'pending@example.com'),
  'the directory shows the invitation pending, and made here');
-- Once they choose their password, they count.
select rls_test.act_as('authenticated', '{"sub": "a0e1b2c3-0000-4000-8000-0000000000ad"}');
select public.mark_joined();
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.admin')));
select public.set_member_role(current_setting('rls_test.admin')::uuid, 'editor');
select rls_test.expect(public.team_role() = 'editor', 'with a joined admin left, the first steps down');

-- test: with two-factor required, publishing and running the team need an aal2 session
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select rls_test.expect_error(
  $$select public.set_require_two_factor(true)$$, '42501',
  'an admin cannot require it from a session without a second factor');
select rls_test.act_as('authenticated', jsonb_build_object(
  'sub', current_setting('rls_test.admin'), 'aal', 'aal2'));
select public.set_require_two_factor(true);
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
select rls_test.expect(not public.can_publish(), 'an editor at aal1 does not publish');
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.aal1', 'x')$$,
  '42501', 'nor write the live site');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '42501', 'nor publish what is staged');
insert into public.website_content_drafts (content_key, content_value) values ('rls.aal1', 'staged at aal1');
select rls_test.act_as('authenticated', jsonb_build_object(
  'sub', current_setting('rls_test.editor'), 'aal', 'aal2'));
select rls_test.expect(public.publish_site_text_drafts() >= 1, 'at aal2 the editor publishes');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.admin')));
select rls_test.expect_error(
  format($$select public.set_member_role(%L, 'author')$$, current_setting('rls_test.editor')),
  '42501', 'an admin at aal1 cannot run the team');
select rls_test.act_as_member('author');
select rls_test.expect_error(
  $$select public.set_require_two_factor(false)$$, '42501', 'only admins change the setting');

-- test: a member with an authenticator reaches nothing of the team's with a password alone
select set_config('rls_test.member', rls_test.act_as_member('editor')::text, true);
select rls_test.act_as_owner();
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), current_setting('rls_test.member')::uuid, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.member'), 'aal', 'aal1'));
select rls_test.expect(not public.is_team_member(), 'an aal1 session is not the member');
select rls_test.expect_error(
  $$insert into public.website_content_drafts (content_key, content_value) values ('rls.stolen', 'x')$$,
  '42501', 'a stolen password stages nothing');
select rls_test.expect(
  (select count(*) from public.website_content_history) = 0, 'nor reads the history');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.member'), 'aal', 'aal2'));
insert into public.website_content_drafts (content_key, content_value) values ('rls.with-code', 'x');
select rls_test.expect(public.can_publish(), 'with the code, the editor stages and publishes');

-- test: with two-factor required, an admin without it cannot list the team (nor invite through it)
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select rls_test.act_as_owner();
update public.team_settings set require_two_factor = true where id;
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.admin')));
select rls_test.expect_error(
  $$select * from public.team_directory()$$, '42501', 'an aal1 admin does not see the directory');
