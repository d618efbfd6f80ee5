-- The history of site text: written only by its trigger, read only by editors (and the service
-- role, which bypasses RLS), never changed through the Data API.

-- test: an editor's change is recorded under the editor's name
select rls_test.act_as_editor();
update public.website_content set content_value = 'Edited for the history'
where content_key = 'home.hero.title';
select rls_test.expect(
  (select row(operation, new_value, actor_kind, actor_id, actor_email)
     = row('UPDATE', 'Edited for the history', 'user',
           'a0e1b2c3-0000-4000-8000-000000000001'::uuid, 'editor@example.com')
   from public.website_content_history
   where content_key = 'home.hero.title' order by id desc limit 1),
  'the editor reads their own change, with who made it');

-- test: the service role's and plain SQL's changes are told apart from users'
select rls_test.act_as_service_role();
insert into public.website_content (content_key, content_value) values ('rls.history', 'by key');
select rls_test.act_as_owner();
update public.website_content set content_value = 'by sql' where content_key = 'rls.history';
select rls_test.expect(
  (select array_agg(actor_kind order by id) from public.website_content_history
   where content_key = 'rls.history') = array['service_role', 'sql'],
  'the service role and SQL are recorded as such');

-- test: a viewer reads no history
update public.website_content set content_value = 'Changed' where content_key = 'home.cta.title';
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.website_content_history) = 0, 'a viewer sees no history');

-- test: anon cannot read history
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select 1 from public.website_content_history$$, '42501', 'anon has no grant on history');

-- test: an editor cannot write, rewrite or erase history
update public.website_content set content_value = 'Changed' where content_key = 'home.cta.title';
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.website_content_history (content_id, content_key, operation, actor_kind)
    values (gen_random_uuid(), 'home.cta.title', 'INSERT', 'sql')$$,
  '42501', 'an editor cannot insert history');
select rls_test.expect_error(
  $$update public.website_content_history set new_value = 'rewritten'$$,
  '42501', 'an editor cannot update history');
select rls_test.expect_error(
  $$delete from public.website_content_history$$, '42501', 'an editor cannot delete history');

-- test: the service role reads every entry but cannot change any
update public.website_content set content_value = 'Changed' where content_key = 'home.cta.title';
select set_config('rls_test.rows', count(*)::text, true) from public.website_content_history;
select rls_test.act_as_service_role();
select rls_test.expect(
  (select count(*) from public.website_content_history) = current_setting('rls_test.rows')::bigint,
  'the service role reads every entry');
select rls_test.expect_error(
  $$update public.website_content_history set new_value = 'rewritten'$$,
  '42501', 'the service role cannot update history');
select rls_test.expect_error(
  $$delete from public.website_content_history$$, '42501', 'the service role cannot delete history');
