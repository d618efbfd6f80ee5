-- The company's profiles: everyone reads them, only admins set them, each for its own network.

-- test: a fresh project has no profiles, and only admins set them
select rls_test.act_as_anon();
select rls_test.expect(
  (select linkedin_url is null and twitter_url is null and facebook_url is null from public.site_settings),
  'no profile is set: the footer keeps its notices');
select rls_test.expect_error(
  $$select public.set_social_links('https://www.linkedin.com/company/x', null, null)$$,
  '42501', 'anon cannot set them');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select public.set_social_links('https://www.linkedin.com/company/x', null, null)$$,
  '42501', 'an editor who is not an admin cannot set them');
select rls_test.expect_error(
  $$update public.site_settings set linkedin_url = 'https://www.linkedin.com/company/x'$$,
  '42501', 'nobody writes the settings directly');

-- test: an admin sets a profile per network, and an empty one is unset
select rls_test.act_as_member('admin');
select public.set_social_links(' https://www.linkedin.com/company/acme ', '', null);
select rls_test.act_as_anon();
select rls_test.expect(
  (select linkedin_url = 'https://www.linkedin.com/company/acme' and twitter_url is null
   from public.site_settings),
  'LinkedIn is set, trimmed; X stays unset');

-- test: an address that is not the network's, or not https, is refused with what to use
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$select public.set_social_links('https://evil.example/linkedin.com', null, null)$$,
  '22023', 'another host is refused');
select rls_test.expect_error(
  $$select public.set_social_links('https://linkedin.com.evil.example/x', null, null)$$,
  '22023', 'a host that only starts like the network''s is refused');
select rls_test.expect_error(
  $$select public.set_social_links(null, 'http://x.com/acme', null)$$,
  '22023', 'plain http is refused');
select rls_test.expect_error(
  $$select public.set_social_links(null, null, 'javascript:alert(1)//facebook.com')$$,
  '22023', 'a script address is refused');
select rls_test.expect(
  public.social_link_problem('twitter', 'https://twitter.com/acme') is null
    and public.social_link_problem('twitter', 'https://x.com/acme') is null
    and public.social_link_problem('facebook', 'https://m.facebook.com/acme') is null,
  'x.com, twitter.com and a facebook.com subdomain are accepted');
