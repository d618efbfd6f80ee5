-- Site text: everyone reads it, only editors and the service role change it.

-- test: anon reads every row
select set_config('rls_test.rows', count(*)::text, true) from public.website_content;
select rls_test.act_as_anon();
select rls_test.expect(current_setting('rls_test.rows')::bigint > 0, 'the seed has site text');
select rls_test.expect(
  (select count(*) from public.website_content) = current_setting('rls_test.rows')::bigint,
  'anon reads every row');

-- test: anon can neither add, change nor remove text
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.anon', 'x')$$,
  '42501', 'anon cannot insert');
select rls_test.expect_error(
  $$update public.website_content set content_value = 'x'$$, '42501', 'anon cannot update');
select rls_test.expect_error($$delete from public.website_content$$, '42501', 'anon cannot delete');

-- test: a signed-in viewer reads every row
select set_config('rls_test.rows', count(*)::text, true) from public.website_content;
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.website_content) = current_setting('rls_test.rows')::bigint,
  'a viewer reads every row');

-- test: a viewer cannot add text
select rls_test.act_as_viewer();
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.viewer', 'x')$$,
  '42501', 'a viewer''s insert breaks the editors-only policy');

-- test: a viewer's update and delete reach no row
select rls_test.act_as_viewer();
with changed as (
  update public.website_content set content_value = 'changed by a viewer' returning 1
)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer''s update changes nothing');
with removed as (delete from public.website_content returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer''s delete removes nothing');
select rls_test.act_as_owner();
select rls_test.expect(
  not exists (select 1 from public.website_content where content_value = 'changed by a viewer'),
  'no row holds the viewer''s text');

-- test: the editor role counts only from app_metadata, which users cannot set themselves
select rls_test.act_as('authenticated', '{
  "sub": "a0e1b2c3-0000-4000-8000-000000000002",
  "user_metadata": {"role": "editor"}
}');
select rls_test.expect_error(
  $$insert into public.website_content (content_key, content_value) values ('rls.self-made', 'x')$$,
  '42501', 'user_metadata.role does not make an editor');

-- test: an editor adds, changes and removes text
select rls_test.act_as_editor();
insert into public.website_content (content_key, content_value) values ('rls.editor', 'first');
with changed as (
  update public.website_content set content_value = 'second'
  where content_key = 'rls.editor' returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'an editor changes the row');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'rls.editor') = 'second',
  'the change is stored');
with removed as (delete from public.website_content where content_key = 'rls.editor' returning 1)
select rls_test.expect((select count(*) from removed) = 1, 'an editor removes the row');

-- test: the server clock, not the client, sets updated_at
select rls_test.act_as_editor();
insert into public.website_content (content_key, content_value) values ('rls.clock', 'first');
update public.website_content set content_value = 'second', updated_at = '2000-01-01'
where content_key = 'rls.clock';
select rls_test.expect(
  (select updated_at from public.website_content where content_key = 'rls.clock') > '2000-01-02',
  'updated_at is the time of the update');

-- test: the service role changes text without being an editor
select rls_test.act_as_service_role();
insert into public.website_content (content_key, content_value) values ('rls.service', 'first');
with changed as (
  update public.website_content set content_value = 'second'
  where content_key = 'rls.service' returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'the service role changes the row');
with removed as (delete from public.website_content where content_key = 'rls.service' returning 1)
select rls_test.expect((select count(*) from removed) = 1, 'the service role removes the row');
