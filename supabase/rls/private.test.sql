-- What the Data API must never reach: the revalidation secret, pg_net and trigger functions.

-- test: no API role reads the revalidation settings
insert into private.site_revalidation (url, secret)
values ('https://www.example.com/api/revalidate', repeat('s', 32));
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select secret from private.site_revalidation$$, '42501', 'anon cannot read the secret');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select secret from private.site_revalidation$$, '42501', 'an editor cannot read the secret');
select rls_test.act_as_service_role();
select rls_test.expect_error(
  $$select secret from private.site_revalidation$$, '42501',
  'the service role cannot read the secret');

-- test: no API role sends HTTP requests through pg_net
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select net.http_post('https://example.com')$$, '42501', 'anon cannot call pg_net');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select net.http_post('https://example.com')$$, '42501', 'an editor cannot call pg_net');

-- test: trigger functions are off the Data API for anon and signed-in users
select rls_test.expect(
  not has_function_privilege(api_role, function_name, 'execute'),
  format('%s cannot execute %s', api_role, function_name))
from unnest(array['anon', 'authenticated']) as api_role,
     unnest(array[
       'public.website_content_set_updated_at()',
       'public.website_content_record_history()',
       'public.website_content_drafts_stamp()',
       'private.request_site_revalidation()'
     ]) as function_name;

-- test: a change to the site text queues one revalidation request, whoever makes it
insert into private.site_revalidation (url, secret)
values ('https://www.example.com/api/revalidate', repeat('s', 32));
select rls_test.act_as_editor();
update public.website_content set content_value = 'Announced' where content_key = 'home.cta.title';
insert into public.website_content (content_key, content_value) values ('rls.announced', 'x');
select rls_test.act_as_owner();
select rls_test.expect(
  (select count(*) from net.http_request_queue
   where url = 'https://www.example.com/api/revalidate') = 1,
  'one request for the transaction');
