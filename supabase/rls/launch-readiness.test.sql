-- The project form's address: everyone reads it, only admins set it, https only. And what the
-- readiness room reads: the team only, as themselves.

-- test: a fresh project has no form address, and only admins set it
select rls_test.act_as_anon();
select rls_test.expect(
  (select project_request_url is null from public.site_settings),
  'no address is set: the buttons keep the placeholder form');
select rls_test.expect_error(
  $$select public.set_project_request_url('https://forms.acme.in/start')$$,
  '42501', 'anon cannot set it');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select public.set_project_request_url('https://forms.acme.in/start')$$,
  '42501', 'an editor who is not an admin cannot set it');
select rls_test.expect_error(
  $$update public.site_settings set project_request_url = 'https://forms.acme.in/start'$$,
  '42501', 'nobody writes the settings directly');

-- test: an admin sets it, trimmed, and an empty one unsets it
select rls_test.act_as_member('admin');
select public.set_project_request_url('  https://forms.acme.in/start?from=site  ');
select rls_test.act_as_anon();
select rls_test.expect(
  (select project_request_url = 'https://forms.acme.in/start?from=site' from public.site_settings),
  'the address is set, trimmed, and everyone reads it');
select rls_test.act_as_member('admin');
select public.set_project_request_url('');
select rls_test.expect(
  (select project_request_url is null from public.site_settings), 'an empty address unsets it');

-- test: an address that is not https or too long is refused with what to use
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$select public.set_project_request_url('http://forms.acme.in/start')$$,
  '22023', 'plain http is refused');
select rls_test.expect_error(
  $$select public.set_project_request_url('javascript:alert(1)')$$,
  '22023', 'a script address is refused');
select rls_test.expect_error(
  $$select public.set_project_request_url('https://forms.acme.in/' || repeat('a', 300))$$,
  '22023', 'an address over 300 characters is refused');
select rls_test.expect(
  public.project_request_url_problem('http://forms.acme.in/') = 'Use the form''s full address, starting with https://.',
  'the refusal says what to use');

-- test: the readiness facts of a fresh project show its placeholders
select rls_test.act_as_editor();
select rls_test.expect(
  (select public.launch_readiness(array['/privacy-policy', '/terms-of-service'])
     -> 'offices' -> 0 ->> 'email') = 'info@example.com',
  'the headquarters has the placeholder address');
select rls_test.expect(
  (select public.launch_readiness(array['/privacy-policy', '/terms-of-service']) -> 'policy_pages')
    = '[{"path": "/privacy-policy", "built": false}, {"path": "/terms-of-service", "built": false}]'::jsonb,
  'no policy page is built, in the footer''s order');
select rls_test.expect(
  (select (f -> 'settings' ->> 'contact_form') = 'coming_soon'
      and (f -> 'settings' -> 'project_request_url') = 'null'::jsonb
      and (f ->> 'case_studies')::int = 0
      and jsonb_array_length(f -> 'leaders') > 0
      and (f -> 'leaders' -> 0 ->> 'portrait')::boolean = false
      and jsonb_array_length(f -> 'services') > 0
      and jsonb_array_length(f -> 'department_contacts') > 0
   from public.launch_readiness(array[]::text[]) as f),
  'the settings are unset, no case study, leaders without a photo');

-- test: a page at a policy address, or where one moved to, counts as built
select rls_test.act_as_owner();
insert into public.pages (path, title, layout) values ('/privacy', 'Privacy', '[]');
insert into public.redirects (source_path, target_path) values ('/privacy-policy', '/privacy');
insert into public.pages (path, title, layout) values ('/cookie-policy', 'Cookies', '[]');
select rls_test.act_as_editor();
select rls_test.expect(
  (select public.launch_readiness(array['/privacy-policy', '/terms-of-service', '/cookie-policy'])
     -> 'policy_pages')
    = '[{"path": "/privacy-policy", "built": true}, {"path": "/terms-of-service", "built": false},
        {"path": "/cookie-policy", "built": true}]'::jsonb,
  'a moved page and a page at the address are behind their buttons');

-- test: visitors do not call it
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select public.launch_readiness(array[]::text[])$$, '42501', 'anon cannot call it');
