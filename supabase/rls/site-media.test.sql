-- Site media: a public bucket for the site's images. Only the site's server writes it (with the
-- secret key, after checking the caller); nobody signed in adds, replaces, lists or removes its
-- objects directly, and files nothing can show are removed after a day.

-- test: the bucket is public and takes only the image formats the site serves, up to 5 MB
select rls_test.expect(
  (select row(public, file_size_limit, allowed_mime_types) from storage.buckets where id = 'site-media')
    = row(true, 5242880::bigint, array['image/avif', 'image/webp', 'image/png', 'image/jpeg']),
  'site-media is public, 5 MB, AVIF, WebP, PNG and JPEG');

-- test: the service role (the site's server) adds, lists, replaces and removes an image
select rls_test.act_as_service_role();
insert into storage.objects (bucket_id, name, metadata)
values ('site-media', 'leaders/portrait.webp', '{"mimetype": "image/webp"}');
select rls_test.expect(
  (select count(*) from storage.objects where bucket_id = 'site-media') = 1, 'the server lists it');
with changed as (
  update storage.objects set metadata = '{"mimetype": "image/avif"}'
  where name = 'leaders/portrait.webp' returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'the server replaces it');
with removed as (delete from storage.objects where name = 'leaders/portrait.webp' returning 1)
select rls_test.expect((select count(*) from removed) = 1, 'the server removes it');

-- test: an editor neither adds, lists, replaces nor removes site media directly
select rls_test.act_as_owner();
insert into storage.objects (bucket_id, name) values ('site-media', 'kept.webp');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('site-media', 'page.png')$$,
  '42501', 'an editor cannot add');
select rls_test.expect(
  (select count(*) from storage.objects where bucket_id = 'site-media') = 0,
  'an editor lists nothing');
with changed as (update storage.objects set metadata = '{"mimetype": "text/html"}' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'an editor replaces nothing');
with removed as (delete from storage.objects returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'an editor removes nothing');
select rls_test.act_as_owner();
select rls_test.expect(
  (select metadata is null from storage.objects where name = 'kept.webp'),
  'the image is still there, unchanged');

-- test: an admin and an author neither add, replace nor remove site media directly
select rls_test.act_as_owner();
insert into storage.objects (bucket_id, name) values ('site-media', 'kept.webp');
select rls_test.act_as_member('author');
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('site-media', 'author.png')$$,
  '42501', 'an author cannot add');
with changed as (update storage.objects set metadata = '{"mimetype": "text/html"}' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'an author replaces nothing');
with removed as (delete from storage.objects returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'an author removes nothing');
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('site-media', 'admin.png')$$,
  '42501', 'an admin cannot add');
with removed as (delete from storage.objects returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'an admin removes nothing');
select rls_test.act_as_owner();
select rls_test.expect(
  (select metadata is null from storage.objects where name = 'kept.webp'),
  'the image is still there, unchanged');

-- test: anon and a signed-in viewer neither add, list, replace nor remove site media
select rls_test.act_as_owner();
insert into storage.objects (bucket_id, name) values ('site-media', 'kept.webp');
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('site-media', 'anon.webp')$$,
  '42501', 'anon cannot add');
select rls_test.expect(
  (select count(*) from storage.objects) = 0, 'anon lists nothing (images are read by URL)');
select rls_test.act_as_viewer();
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('site-media', 'viewer.webp')$$,
  '42501', 'a viewer cannot add');
with changed as (update storage.objects set metadata = '{}' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer replaces nothing');
with removed as (delete from storage.objects returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer removes nothing');
select rls_test.act_as_owner();
select rls_test.expect(
  exists (select 1 from storage.objects where name = 'kept.webp'), 'the image is still there');

-- test: no policy opens another bucket to editors
select rls_test.act_as_owner();
insert into storage.buckets (id, name) values ('private-files', 'private-files');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('private-files', 'x.pdf')$$,
  '42501', 'an editor cannot add to another bucket');

-- test: files nothing can show are removed after a day; an image's files, and fresh uploads, stay
select rls_test.act_as_owner();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values (
  'b0000000-0000-4000-8000-000000000001',
  'b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000001.png',
  'A wafer', 'wafer.png', 'image/png', 100, 10, 10
);
-- Replaced: its first file stays for pages cached before the change.
update public.media
  set path = 'b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000002.png'
  where id = 'b0000000-0000-4000-8000-000000000001';
insert into storage.buckets (id, name) values ('other-files', 'other-files');
insert into storage.objects (bucket_id, name, created_at)
select bucket, name, now() - age
from (values
  ('site-media', 'b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000001.png',
    interval '3 days'),
  ('site-media', 'b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000002.png',
    interval '2 days'),
  -- A replacement uploaded and never confirmed.
  ('site-media', 'b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000003.png',
    interval '25 hours'),
  -- An upload that never became an image, and one still on its way.
  ('site-media', 'b0000000-0000-4000-8000-000000000009/c0000000-0000-4000-8000-000000000004.png',
    interval '25 hours'),
  ('site-media', 'b0000000-0000-4000-8000-000000000009/c0000000-0000-4000-8000-000000000005.png',
    interval '23 hours'),
  ('site-media', 'not-an-image/page.png', interval '2 days'),
  -- A folder as long as an image's id that is not one: no image, and the job goes on.
  ('site-media', 'b0000000-0000-4000-8000-00000000000g/c0000000-0000-4000-8000-000000000006.png',
    interval '2 days'),
  ('other-files', 'b0000000-0000-4000-8000-000000000009/old.png', interval '30 days')
) as files (bucket, name, age);
select rls_test.expect(
  private.remove_unused_media_uploads() = 4, 'four files nothing can show are removed');
select rls_test.expect(
  (select array_agg(bucket_id || ':' || name order by bucket_id, name) from storage.objects
    where name like 'b0000000-%' or name like 'not-an-image/%')
  = array[
    'other-files:b0000000-0000-4000-8000-000000000009/old.png',
    'site-media:b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000001.png',
    'site-media:b0000000-0000-4000-8000-000000000001/c0000000-0000-4000-8000-000000000002.png',
    'site-media:b0000000-0000-4000-8000-000000000009/c0000000-0000-4000-8000-000000000005.png'
  ],
  'the image''s current and earlier files, the fresh upload and other buckets stay');
-- Once the image is deleted, its files go too.
delete from public.media where id = 'b0000000-0000-4000-8000-000000000001';
select rls_test.expect(
  private.remove_unused_media_uploads() = 2, 'a deleted image''s files are removed');

-- test: the removal runs every hour, and nobody signed in can run it
select rls_test.expect(
  exists (
    select 1 from cron.job
    where jobname = 'remove-unused-media-uploads' and schedule = '23 * * * *' and active
  ),
  'the job is scheduled hourly');
select rls_test.act_as_editor();
select rls_test.expect_error(
  'select private.remove_unused_media_uploads()', '42501', 'an editor cannot run it');
