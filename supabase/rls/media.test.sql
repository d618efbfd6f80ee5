-- The media library: everyone reads it, the server (with the secret key) writes each image's
-- file once it checked it, editors change the alt text and focal point, and an image in use stays.

-- test: the server adds an image; an editor changes its alt text and focal point, and removes it
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000001',
  'b0e1b2c3-0000-4000-8000-000000000001/c0e1b2c3-0000-4000-8000-000000000001.webp',
  'Meera at her desk', 'meera.webp', 'image/webp', 48000, 1200, 1500);
select rls_test.act_as_editor();
with changed as (
  update public.media set alt = 'Meera Iyer', focal_x = 0.4, focal_y = 0.2 returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'the editor changes it');
select rls_test.expect(
  (select count(*) from public.collection_history where collection = 'media') = 2,
  'the history keeps the upload and the change');
with removed as (delete from public.media returning 1)
select rls_test.expect((select count(*) from removed) = 1, 'the editor removes it');

-- test: the server replaces an image's file with another in the image's folder
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-00000000000b',
  'b0e1b2c3-0000-4000-8000-00000000000b/c0e1b2c3-0000-4000-8000-00000000000b.png',
  'A wafer', 'wafer.png', 'image/png', 1000, 800, 600);
with changed as (
  update public.media
  set path = 'b0e1b2c3-0000-4000-8000-00000000000b/c0e1b2c3-0000-4000-8000-0000000000bb.avif',
    file_name = 'wafer.avif', content_type = 'image/avif', size_bytes = 700, width = 1600,
    height = 1200
  returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'the new file replaces the old');

-- test: no member adds an image's row or changes its file through the Data API
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-00000000000c',
  'b0e1b2c3-0000-4000-8000-00000000000c/c0e1b2c3-0000-4000-8000-00000000000c.png',
  'Checked', 'checked.png', 'image/png', 1000, 800, 600);
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-00000000000d',
      'b0e1b2c3-0000-4000-8000-00000000000d/c0e1b2c3-0000-4000-8000-00000000000d.png',
      'Unchecked', 'page.png', 'image/png', 1000, 800, 600)$$,
  '42501', 'an editor cannot add a row for a file the server never checked');
select rls_test.expect_error(
  $$update public.media
    set path = 'b0e1b2c3-0000-4000-8000-00000000000c/c0e1b2c3-0000-4000-8000-0000000000dd.png'$$,
  '42501', 'an editor cannot point an image at another file');
select rls_test.expect_error(
  $$update public.media set content_type = 'image/webp'$$,
  '42501', 'nor change the type it is served as');
select rls_test.expect_error(
  $$update public.media set size_bytes = 1$$, '42501', 'nor its size');
select rls_test.expect_error(
  $$update public.media set width = 1, height = 1, file_name = 'other.png'$$,
  '42501', 'nor the details read from the file');
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-00000000000d',
      'b0e1b2c3-0000-4000-8000-00000000000d/c0e1b2c3-0000-4000-8000-00000000000d.png',
      'Unchecked', 'page.png', 'image/png', 1000, 800, 600)$$,
  '42501', 'an admin cannot add a row either');
select rls_test.expect_error(
  $$update public.media
    set path = 'b0e1b2c3-0000-4000-8000-00000000000c/c0e1b2c3-0000-4000-8000-0000000000dd.png'$$,
  '42501', 'nor change its file');
select rls_test.act_as_member('author');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-00000000000d',
      'b0e1b2c3-0000-4000-8000-00000000000d/c0e1b2c3-0000-4000-8000-00000000000d.png',
      'Unchecked', 'page.png', 'image/png', 1000, 800, 600)$$,
  '42501', 'an author cannot add a row');
select rls_test.act_as_owner();
select rls_test.expect(
  (select path = 'b0e1b2c3-0000-4000-8000-00000000000c/c0e1b2c3-0000-4000-8000-00000000000c.png'
      and content_type = 'image/png' and size_bytes = 1000 and width = 800
      and file_name = 'checked.png'
    from public.media),
  'the image still shows the file the server checked');

-- test: anyone reads the library; anon and viewers change nothing
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000002',
  'b0e1b2c3-0000-4000-8000-000000000002/c0e1b2c3-0000-4000-8000-000000000002.png',
  'A wafer', 'wafer.png', 'image/png', 1000, 800, 600);
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.media) = 1, 'anon reads it (pages need alt text)');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-000000000003',
      'b0e1b2c3-0000-4000-8000-000000000003/c0e1b2c3-0000-4000-8000-000000000003.png',
      'x', 'x.png', 'image/png', 1, 1, 1)$$,
  '42501', 'anon cannot add');
select rls_test.expect_error(
  $$update public.media set alt = 'Defaced'$$, '42501', 'anon cannot change the alt text');
select rls_test.act_as_viewer();
with changed as (update public.media set alt = 'Defaced' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer changes nothing');
with removed as (delete from public.media returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer removes nothing');

-- test: the table refuses what the library would not store, even from the server
select rls_test.act_as_service_role();
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-000000000004',
      'b0e1b2c3-0000-4000-8000-000000000004/c0e1b2c3-0000-4000-8000-000000000004.webp',
      '   ', 'x.webp', 'image/webp', 1, 1, 1)$$,
  '23514', 'alt text is required');
select rls_test.expect_error(
  $$insert into public.media (path, alt, file_name, content_type, size_bytes, width, height)
    values ('../secrets.webp', 'x', 'x.webp', 'image/webp', 1, 1, 1)$$,
  '23514', 'a path outside the library''s layout');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-000000000004',
      'b0e1b2c3-0000-4000-8000-000000000004/c0e1b2c3-0000-4000-8000-000000000004.svg',
      'x', 'x.svg', 'image/svg+xml', 1, 1, 1)$$,
  '23514', 'SVG is not taken');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-000000000004',
      'b0e1b2c3-0000-4000-8000-000000000004/c0e1b2c3-0000-4000-8000-000000000004.png',
      'x', 'x.png', 'image/png', 5242881, 1, 1)$$,
  '23514', 'over 5 MB');
select rls_test.expect_error(
  $$insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height, focal_x)
    values ('b0e1b2c3-0000-4000-8000-000000000004',
      'b0e1b2c3-0000-4000-8000-000000000004/c0e1b2c3-0000-4000-8000-000000000004.png',
      'x', 'x.png', 'image/png', 1, 1, 1, 1.5)$$,
  '23514', 'a focal point outside the image');

-- test: an image's file lies in the image's own folder, whoever writes the row
select rls_test.act_as_service_role();
select rls_test.expect_error(
  $$insert into public.media (path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-00000000000e/c0e1b2c3-0000-4000-8000-00000000000e.png',
      'x', 'x.png', 'image/png', 1, 1, 1)$$,
  '23514', 'a new row whose id is not its folder''s');
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-00000000000e',
  'b0e1b2c3-0000-4000-8000-00000000000e/c0e1b2c3-0000-4000-8000-00000000000e.png',
  'Own folder', 'own.png', 'image/png', 1000, 800, 600),
  ('b0e1b2c3-0000-4000-8000-00000000000f',
  'b0e1b2c3-0000-4000-8000-00000000000f/c0e1b2c3-0000-4000-8000-00000000000f.png',
  'Other folder', 'other.png', 'image/png', 1000, 800, 600);
select rls_test.expect_error(
  $$update public.media
    set path = 'b0e1b2c3-0000-4000-8000-00000000000f/c0e1b2c3-0000-4000-8000-0000000000ef.png'
    where id = 'b0e1b2c3-0000-4000-8000-00000000000e'$$,
  '23514', 'a file in another image''s folder');
select rls_test.expect_error(
  $$update public.media set id = 'b0e1b2c3-0000-4000-8000-0000000000ee'
    where id = 'b0e1b2c3-0000-4000-8000-00000000000e'$$,
  '23514', 'an id that leaves its file in another folder');
select rls_test.act_as_owner();
select rls_test.expect_error(
  $$insert into public.media (path, alt, file_name, content_type, size_bytes, width, height)
    values ('b0e1b2c3-0000-4000-8000-00000000000e/c0e1b2c3-0000-4000-8000-0000000000e1.png',
      'x', 'x.png', 'image/png', 1, 1, 1)$$,
  '23514', 'nor from a database session');

-- test: an image in use says where and cannot be removed, published or staged
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000005',
  'b0e1b2c3-0000-4000-8000-000000000005/c0e1b2c3-0000-4000-8000-000000000005.jpg',
  'Portrait', 'portrait.jpg', 'image/jpeg', 1000, 600, 600),
  ('b0e1b2c3-0000-4000-8000-000000000006',
  'b0e1b2c3-0000-4000-8000-000000000006/c0e1b2c3-0000-4000-8000-000000000006.jpg',
  'Staged picture', 'staged.jpg', 'image/jpeg', 1000, 600, 600);
select rls_test.act_as_editor();
update public.leaders set portrait_id = 'b0e1b2c3-0000-4000-8000-000000000005'
  where id = (select id from public.leaders order by sort_order, id limit 1);
update public.services set share_image_id = 'b0e1b2c3-0000-4000-8000-000000000005'
  where id = (select id from public.services order by sort_order, id limit 1);
insert into public.collection_drafts (collection, item_id, item, base_updated_at, label)
select 'industries', id, jsonb_set(to_jsonb(industries), '{image_id}',
    '"b0e1b2c3-0000-4000-8000-000000000006"'), updated_at, name
  from public.industries order by sort_order, id limit 1;
select rls_test.expect(
  (select array_agg(collection || ':' || staged order by collection)
     from public.media_uses('b0e1b2c3-0000-4000-8000-000000000005'))
    = array['leaders:false', 'services:false'],
  'a portrait and a share image, by collection');
select rls_test.expect(
  (select label from public.media_uses('b0e1b2c3-0000-4000-8000-000000000005')
     where collection = 'leaders')
    = (select name::text from public.leaders order by sort_order, id limit 1),
  'named as the item is');
select rls_test.expect(
  (select array_agg(collection || ':' || staged)
     from public.media_uses('b0e1b2c3-0000-4000-8000-000000000006'))
    = array['industries:true'],
  'a staged use counts');
select rls_test.expect_error(
  $$delete from public.media where id = 'b0e1b2c3-0000-4000-8000-000000000005'$$,
  '23503', 'the foreign key keeps an image in use');

-- test: a staged image publishes with the item
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000007',
  'b0e1b2c3-0000-4000-8000-000000000007/c0e1b2c3-0000-4000-8000-000000000007.webp',
  'A board', 'board.webp', 'image/webp', 1000, 1600, 900);
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, base_updated_at, label)
select 'services', id, jsonb_set(to_jsonb(services), '{image_id}',
    '"b0e1b2c3-0000-4000-8000-000000000007"'), updated_at, name
  from public.services order by sort_order, id limit 1;
select public.publish_site_text_drafts();
select rls_test.expect(
  (select image_id from public.services order by sort_order, id limit 1)
    = 'b0e1b2c3-0000-4000-8000-000000000007',
  'the service shows the staged image');

-- test: a page's share image: one per page, only pages that are not items, and it is in use
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000008',
  'b0e1b2c3-0000-4000-8000-000000000008/c0e1b2c3-0000-4000-8000-000000000008.png',
  'The Hyderabad office', 'office.png', 'image/png', 1000, 1200, 630);
select rls_test.act_as_editor();
insert into public.page_share_images (path, image_id)
values ('/about', 'b0e1b2c3-0000-4000-8000-000000000008');
select rls_test.expect_error(
  $$insert into public.page_share_images (path, image_id)
    values ('/about', 'b0e1b2c3-0000-4000-8000-000000000008')$$,
  '23505', 'one share image per page');
select rls_test.expect_error(
  $$insert into public.page_share_images (path, image_id)
    values ('/services/dft', 'b0e1b2c3-0000-4000-8000-000000000008')$$,
  '23514', 'a service page has its own');
select rls_test.expect(
  (select array_agg(collection || ':' || label)
     from public.media_uses('b0e1b2c3-0000-4000-8000-000000000008'))
    = array['page_share_images:/about'],
  'in use as a share image');
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.page_share_images) = 1, 'anyone reads it');
select rls_test.act_as_viewer();
with removed as (delete from public.page_share_images returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer removes nothing');

-- test: staging names only images in the library; an image staged or shown is not removed
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item, base_updated_at, label)
    select 'leaders', id, jsonb_set(to_jsonb(leaders), '{portrait_id}',
        '"b0e1b2c3-0000-4000-8000-0000000000ff"'), updated_at, name
      from public.leaders order by sort_order, id limit 1$$,
  '23503', 'a staged item cannot name an image that is not in the library');
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-000000000009',
  'b0e1b2c3-0000-4000-8000-000000000009/c0e1b2c3-0000-4000-8000-000000000009.png',
  'Staged only', 'staged.png', 'image/png', 1000, 600, 600),
  ('b0e1b2c3-0000-4000-8000-00000000000a',
  'b0e1b2c3-0000-4000-8000-00000000000a/c0e1b2c3-0000-4000-8000-00000000000a.png',
  'Unused', 'unused.png', 'image/png', 1000, 600, 600);
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, base_updated_at, label)
select 'leaders', id, jsonb_set(to_jsonb(leaders), '{portrait_id}',
    '"b0e1b2c3-0000-4000-8000-000000000009"'), updated_at, name
  from public.leaders order by sort_order, id limit 1;
select rls_test.expect_error(
  $$select public.remove_media('b0e1b2c3-0000-4000-8000-000000000009')$$,
  '23503', 'an image only a staged change shows stays');
select rls_test.expect(
  (public.remove_media('b0e1b2c3-0000-4000-8000-00000000000a')).alt = 'Unused',
  'an unused image is removed, and its row returned');
select rls_test.expect(
  public.remove_media('b0e1b2c3-0000-4000-8000-00000000000a') is null,
  'removing it again finds nothing');
select rls_test.act_as_viewer();
select rls_test.expect(
  public.remove_media('b0e1b2c3-0000-4000-8000-000000000009') is null,
  'a viewer removes nothing');
