-- Pages: everyone reads them, editors write them, and the database itself refuses an address a
-- route of the site serves and a layout that is not a list of known blocks.

-- test: a fresh project has no pages, and visitors cannot write one
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.pages) = 0, 'the seed has no pages');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/a', 'A', '[]')$$,
  '42501', 'anon cannot add a page');
select rls_test.act_as_viewer();
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/a', 'A', '[]')$$,
  '42501', 'a signed-in viewer cannot add a page');

-- test: an editor publishes a page with only its address, title and layout
select rls_test.act_as_editor();
insert into public.pages (path, title, layout)
values ('/privacy-policy', 'Privacy Policy', jsonb_build_array(jsonb_build_object(
  'id', 'intro', 'type', 'rich-text', 'body',
  '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "We keep little."}]}]}'::jsonb)));
select rls_test.act_as_anon();
select rls_test.expect(
  (select not noindex and footer_group = 'none' and meta_title is null and share_image_id is null
   from public.pages where path = '/privacy-policy'),
  'indexed, in no footer group, with no search title or share image');

-- test: an address a route serves is refused, naming its owner, nested addresses are free
select rls_test.act_as_editor();
select rls_test.expect(
  public.page_path_problem('/services/dft') = 'The address /services/dft belongs to the Services pages: choose another.',
  'the problem names the owner');
select rls_test.expect(public.page_path_problem('/') is not null, 'the home page is owned');
select rls_test.expect(public.page_path_problem('/admin/x') is not null, 'the admin is owned');
select rls_test.expect(public.page_path_problem('/api') is not null, 'the API is owned');
select rls_test.expect(public.page_path_problem('/about-us') is null, 'a first segment is owned whole, not its prefix');
select rls_test.expect(public.page_path_problem('/events/embedded-world-2027') is null, 'nested addresses are free');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/contact', 'C', '[]')$$,
  '23514', 'a page at /contact is refused');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/insights/mine', 'I', '[]')$$,
  '23514', 'a page under /insights is refused');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/Privacy', 'P', '[]')$$,
  '23514', 'capitals are refused');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/a//b', 'P', '[]')$$,
  '23514', 'an empty segment is refused');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/a/b/c/d/e/f', 'P', '[]')$$,
  '23514', 'six segments are refused');
insert into public.pages (path, title, layout) values ('/privacy-policy', 'Privacy', '[]');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/privacy-policy', 'Again', '[]')$$,
  '23505', 'one page an address');

-- test: a layout is checked by the database
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/bad', 'B', '{"type": "hero"}')$$,
  '23514', 'a layout is a list');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/bad', 'B', '[{"id": "x", "type": "script"}]')$$,
  '23514', 'an unknown block is refused');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout)
    values ('/bad', 'B', '[{"id": "x", "type": "rich-text", "body": {"type": "doc", "content": [{"type": "iframe"}]}}]')$$,
  '23514', 'a rich-text block''s body is checked as a post''s is');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout)
    values ('/bad', 'B', '[{"id": "x", "type": "image", "imageId": "b0e1b2c3-0000-4000-8000-0000000000ee"}]')$$,
  '23503', 'an image that is not in the library is refused');

-- test: moving a page leaves a redirect, and an address served again is not redirected
select rls_test.act_as_editor();
insert into public.pages (path, title, layout) values ('/privacy-policy', 'Privacy', '[]');
update public.pages set path = '/legal/privacy' where path = '/privacy-policy';
select rls_test.expect(
  (select target_path = '/legal/privacy' from public.redirects where source_path = '/privacy-policy'),
  'the old address goes to the new one');
insert into public.pages (path, title, layout) values ('/privacy-policy', 'Back', '[]');
select rls_test.expect(
  not exists (select 1 from public.redirects where source_path = '/privacy-policy'),
  'a page at the old address again ends its redirect');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/about', '/legal/privacy')$$,
  '23514', 'an owned address other than an item page cannot be redirected');

-- test: an author stages a page; a staged page at an owned address is refused as it is staged
select rls_test.act_as_member('author');
select rls_test.expect_error(
  $$insert into public.pages (path, title, layout) values ('/careers', 'Careers', '[]')$$,
  '42501', 'an author cannot publish a page');
insert into public.collection_drafts (collection, item_id, item, label)
values ('pages', 'a0e1b2c3-0000-4000-8000-0000000000c1',
  jsonb_build_object('path', '/careers', 'title', 'Careers', 'layout', '[]'::jsonb), 'Careers');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('pages', gen_random_uuid(), jsonb_build_object('path', '/locations', 'title', 'L', 'layout', '[]'::jsonb))$$,
  '23514', 'a staged page at an owned address is refused');
select rls_test.act_as_anon();
select rls_test.expect(not exists (select 1 from public.pages where path = '/careers'), 'visitors do not see it');

-- test: removing a page can send its address on
select rls_test.act_as_editor();
insert into public.pages (path, title, layout) values ('/legal/privacy', 'Privacy', '[]');
select rls_test.expect(
  public.remove_collection_item('pages', (select id from public.pages where path = '/legal/privacy'), '/contact')
    ->> 'path' = '/legal/privacy',
  'the removed page is returned');
select rls_test.expect(
  (select target_path = '/contact' from public.redirects where source_path = '/legal/privacy'),
  'its address goes where the editor chose');
