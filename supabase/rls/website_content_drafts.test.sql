-- Staged site text: editors only, stamped by the server, published by publish_site_text_drafts().

-- test: anon can neither see nor stage drafts, nor publish them
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select 1 from public.website_content_drafts$$, '42501', 'anon has no grant on drafts');
select rls_test.expect_error(
  $$insert into public.website_content_drafts (content_key, content_value) values ('rls.x', 'x')$$,
  '42501', 'anon cannot stage');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '42501', 'anon cannot call publish');

-- test: a viewer sees no drafts and cannot stage, change, discard or publish them
select rls_test.act_as_editor();
insert into public.website_content_drafts (content_key, content_value) values ('rls.staged', 'x');
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.website_content_drafts) = 0, 'a viewer sees no drafts');
select rls_test.expect_error(
  $$insert into public.website_content_drafts (content_key, content_value) values ('rls.y', 'y')$$,
  '42501', 'a viewer cannot stage');
with changed as (update public.website_content_drafts set content_value = 'z' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer changes no draft');
with removed as (delete from public.website_content_drafts returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer discards no draft');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '42501', 'a viewer cannot publish');

-- test: a draft names the editor who staged it, whatever the client sent
select rls_test.act_as_editor();
insert into public.website_content_drafts (content_key, content_value, staged_by, staged_by_email)
values ('rls.stamped', 'x', 'a0e1b2c3-0000-4000-8000-000000000002', 'viewer@example.com');
select rls_test.expect(
  (select row(staged_by, staged_by_email) from public.website_content_drafts
   where content_key = 'rls.stamped')
    = row('a0e1b2c3-0000-4000-8000-000000000001'::uuid, 'editor@example.com'::text),
  'staged_by and its email are the editor''s');

-- test: an editor restages and discards a draft
select rls_test.act_as_editor();
insert into public.website_content_drafts (content_key, content_value) values ('rls.restaged', 'a');
with changed as (
  update public.website_content_drafts set content_value = 'b'
  where content_key = 'rls.restaged' returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'an editor restages');
with removed as (
  delete from public.website_content_drafts where content_key = 'rls.restaged' returning 1
)
select rls_test.expect((select count(*) from removed) = 1, 'an editor discards');

-- test: publishing applies every draft as the editor and empties the staging
select rls_test.act_as_editor();
insert into public.website_content_drafts (content_key, content_value) values
  ('home.hero.title', 'Published title'),
  ('contact.faq.title', null);
select rls_test.expect(public.publish_site_text_drafts() = 2, 'both drafts are published');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'home.hero.title')
    = 'Published title',
  'the staged text is live');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'contact.faq.title'),
  'a null draft removes the live row');
select rls_test.expect(
  not exists (select 1 from public.website_content_drafts), 'nothing is left staged');
select rls_test.expect(
  (select actor_email from public.website_content_history
   where content_key = 'home.hero.title' order by id desc limit 1) = 'editor@example.com',
  'the history names the publishing editor');
