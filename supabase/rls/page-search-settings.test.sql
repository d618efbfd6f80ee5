-- Search settings: a page that is not an item may have its own title and description (held to
-- the posts' bounds), be kept out of search engines, and have them without a share image;
-- services and industries may have a search title of their own.

-- test: a fresh project has no settings: every page has the specification's texts
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.page_share_images) = 0, 'no settings rows');
select rls_test.expect(
  (select count(*) from public.services where meta_title is not null) = 0
    and (select count(*) from public.industries where meta_title is not null) = 0,
  'no service or industry has a search title of its own');

-- test: an editor sets a page's title alone, with no share image, and it is listed by default
select rls_test.act_as_editor();
insert into public.page_share_images (path, meta_title) values ('/about', 'Chip engineers in Hyderabad');
select rls_test.act_as_anon();
select rls_test.expect(
  (select image_id is null and meta_description is null and not noindex
     and meta_title = 'Chip engineers in Hyderabad'
   from public.page_share_images where path = '/about'),
  'a title alone, no image, listed by search engines');

-- test: the title and description are held to 70 and 160 characters, and may not be blank
select rls_test.act_as_editor();
insert into public.page_share_images (path, meta_title, meta_description, noindex)
values ('/contact', repeat('t', 70), repeat('d', 160), true);
select rls_test.expect(
  (select noindex from public.page_share_images where path = '/contact'),
  'the longest title and description, and kept out of search engines');
select rls_test.expect_error(
  $$update public.page_share_images set meta_title = repeat('t', 71) where path = '/contact'$$,
  '23514', 'a title of 71 characters is refused');
select rls_test.expect_error(
  $$update public.page_share_images set meta_description = repeat('d', 161) where path = '/contact'$$,
  '23514', 'a description of 161 characters is refused');
select rls_test.expect_error(
  $$update public.page_share_images set meta_title = '   ' where path = '/contact'$$,
  '23514', 'a blank title is refused (empty is stored as null)');

-- test: visitors and viewers cannot change a page's settings
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$insert into public.page_share_images (path, noindex) values ('/', true)$$,
  '42501', 'anon cannot hide the home page');
select rls_test.act_as_viewer();
select rls_test.expect_error(
  $$insert into public.page_share_images (path, noindex) values ('/', true)$$,
  '42501', 'a signed-in viewer cannot hide the home page');

-- test: a service's and an industry's search titles are held to 70 characters
select rls_test.act_as_editor();
update public.services set meta_title = repeat('s', 70)
where id = (select id from public.services order by sort_order, id limit 1);
select rls_test.expect(
  (select count(*) from public.services where meta_title = repeat('s', 70)) = 1,
  'a service takes a 70-character search title');
select rls_test.expect_error(
  $$update public.services set meta_title = repeat('s', 71)$$,
  '23514', 'a service refuses a 71-character one');
select rls_test.expect_error(
  $$update public.industries set meta_title = ''$$,
  '23514', 'an industry refuses an empty one');

-- test: the list of posts has settings of its own; a path that is no such page is refused
select rls_test.act_as_editor();
insert into public.page_share_images (path, meta_description) values ('/insights', 'Our work.');
select rls_test.expect(
  (select meta_description = 'Our work.' from public.page_share_images where path = '/insights'),
  '/insights takes a description of its own');
select rls_test.expect_error(
  $$insert into public.page_share_images (path, noindex) values ('/insights/kind/news', true)$$,
  '23514', 'a filtered list has no settings row');
