-- Staged items: editors only, stamped by the server, published with the staged text.

-- test: anon and viewers can neither see nor stage items
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item)
values ('faqs', gen_random_uuid(), '{"question": "Staged?", "answer": "Yes."}');
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select 1 from public.collection_drafts$$, '42501', 'anon has no grant on staged items');
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.collection_drafts) = 0, 'a viewer sees no staged item');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('faqs', gen_random_uuid(), '{"question": "q", "answer": "a"}')$$,
  '42501', 'a viewer cannot stage an item');
with removed as (delete from public.collection_drafts returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer discards no staged item');

-- test: a staged item names the editor who staged it, and names a collection of the site
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, staged_by_email)
values ('faqs', 'a0e1b2c3-0000-4000-8000-0000000000f1', '{"question": "q", "answer": "a"}',
  'viewer@example.com');
select rls_test.expect(
  (select staged_by_email from public.collection_drafts
   where item_id = 'a0e1b2c3-0000-4000-8000-0000000000f1') = 'editor@example.com',
  'the stamp is the editor''s');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('website_content', gen_random_uuid(), '{}')$$,
  '23514', 'site text is not a collection');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('faqs', gen_random_uuid(), '["q"]')$$,
  '23514', 'a staged item is an object');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('faqs', gen_random_uuid(), null)$$,
  '23514', 'only an item on the site can be staged for removal');

-- test: visitors see nothing staged until it is published
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'services', id, jsonb_build_object('name', 'Design for Test, staged'), updated_at
from public.services where slug = 'dft';
select rls_test.act_as_anon();
select rls_test.expect(
  (select name from public.services where slug = 'dft') = 'DFT',
  'the site still shows the published name');

-- test: publishing applies staged items and text together, as the editor, in the list's order
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'services', id, jsonb_build_object('name', 'DFT, published', 'unknown', 'ignored'), updated_at
from public.services where slug = 'dft';
insert into public.collection_drafts (collection, item_id, item)
values ('faqs', 'a0e1b2c3-0000-4000-8000-0000000000f2',
  '{"question": "Do you sign NDAs?", "answer": "Always, before we talk details."}');
insert into public.collection_drafts (collection, item_id, base_updated_at)
select 'office_hours', id, updated_at from public.office_hours where day = 'Sunday';
insert into public.website_content_drafts (content_key, content_value)
values ('home.hero.title', 'Staged with the items');
select rls_test.expect(public.publish_site_text_drafts() = 4, 'four staged changes are published');
select rls_test.expect(
  (select name from public.services where slug = 'dft') = 'DFT, published',
  'the staged name is live, its other fields kept');
select rls_test.expect(
  (select count(*) from public.services where slug = 'dft' and overview <> '') = 1,
  'fields that were not staged are untouched');
select rls_test.expect(
  (select sort_order from public.faqs where id = 'a0e1b2c3-0000-4000-8000-0000000000f2')
    = (select max(sort_order) from public.faqs),
  'the new question is last in its list');
select rls_test.expect(
  not exists (select 1 from public.office_hours where day = 'Sunday'), 'the staged removal happened');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'home.hero.title')
    = 'Staged with the items',
  'the staged text is live too');
select rls_test.expect(
  not exists (select 1 from public.collection_drafts), 'no item is left staged');
select rls_test.expect(
  (select actor_email from public.collection_history
   where collection = 'faqs' and item_id = 'a0e1b2c3-0000-4000-8000-0000000000f2'
   order by id desc limit 1) = 'editor@example.com',
  'the history names the publishing editor');

-- test: a staged change overtaken by a newer save publishes nothing at all
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'services', id, jsonb_build_object('name', 'Stale name'), updated_at
from public.services where slug = 'dft';
insert into public.website_content_drafts (content_key, content_value)
values ('home.hero.title', 'Not published either');
update public.services set name = 'A newer save' where slug = 'dft';
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '40001', 'the overtaken change is refused');
select rls_test.expect(
  (select name from public.services where slug = 'dft') = 'A newer save', 'the newer save stays');
select rls_test.expect(
  (select count(*) from public.collection_drafts) = 1
    and (select count(*) from public.website_content_drafts) = 1,
  'everything stays staged');

-- test: a staged item the table refuses publishes nothing
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item)
values ('milestones', gen_random_uuid(), '{"year": 20266, "title": "Too late", "description": "x"}');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '23514', 'the table''s check refuses the year');
select rls_test.expect(
  not exists (select 1 from public.milestones where title = 'Too late'), 'nothing was added');

-- test: two staged new items with one address publish nothing, and say which one clashes
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item)
select 'industries', gen_random_uuid(),
  jsonb_build_object('slug', 'space', 'name', n, 'description', 'd', 'title', 't',
    'subtitle', 's', 'intro_heading', 'h', 'intro_description', 'i', 'meta_description', 'm',
    'icon', 'globe', 'offerings', '[{"icon": "chip", "title": "t", "description": "d"}]'::jsonb)
from unnest(array['Space one', 'Space two']) n;
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '23505', 'the second address clashes');
select rls_test.expect(
  not exists (select 1 from public.industries where slug = 'space'), 'neither was added');
select rls_test.expect(
  (select count(*) from public.collection_drafts) = 2, 'both stay staged');

-- test: a staged new item already added under its id (saved from its form) is overtaken
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item)
values ('faqs', 'a0e1b2c3-0000-4000-8000-0000000000f3', '{"question": "Twice?", "answer": "No."}');
insert into public.faqs (id, question, answer)
values ('a0e1b2c3-0000-4000-8000-0000000000f3', 'Twice?', 'Saved directly.');
select rls_test.expect_error(
  $$select public.publish_site_text_drafts()$$, '40001', 'it is not added twice');
select rls_test.expect(
  (select answer from public.faqs where id = 'a0e1b2c3-0000-4000-8000-0000000000f3')
    = 'Saved directly.',
  'the saved one stays as saved');
