-- Site media: a public bucket for the site's images; only editors add, replace, list or remove.

-- test: the bucket is public and takes only the image formats the site serves, up to 5 MB
select rls_test.expect(
  (select row(public, file_size_limit, allowed_mime_types) from storage.buckets where id = 'site-media')
    = row(true, 5242880::bigint, array['image/avif', 'image/webp', 'image/png', 'image/jpeg']),
  'site-media is public, 5 MB, AVIF, WebP, PNG and JPEG');

-- test: an editor adds, lists, replaces and removes an image
select rls_test.act_as_editor();
insert into storage.objects (bucket_id, name, metadata)
values ('site-media', 'leaders/portrait.webp', '{"mimetype": "image/webp"}');
select rls_test.expect(
  (select count(*) from storage.objects where bucket_id = 'site-media') = 1, 'the editor lists it');
with changed as (
  update storage.objects set metadata = '{"mimetype": "image/avif"}'
  where name = 'leaders/portrait.webp' returning 1
)
select rls_test.expect((select count(*) from changed) = 1, 'the editor replaces it');
with removed as (delete from storage.objects where name = 'leaders/portrait.webp' returning 1)
select rls_test.expect((select count(*) from removed) = 1, 'the editor removes it');

-- test: anon and a signed-in viewer neither add, list, replace nor remove site media
select rls_test.act_as_editor();
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

-- test: editors' policies reach no other bucket
select rls_test.act_as_owner();
insert into storage.buckets (id, name) values ('private-files', 'private-files');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into storage.objects (bucket_id, name) values ('private-files', 'x.pdf')$$,
  '42501', 'an editor cannot add to another bucket');
