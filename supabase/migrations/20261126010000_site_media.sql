-- Site media: the images editors put on the site (leaders' portraits, pictures of services and
-- industries, share images). One public bucket: anyone can fetch an image by its public URL,
-- as a page's visitors must, and only editors add, replace, list or remove them. The bucket
-- takes the formats the site serves, up to 5 MB each; SVG is left out because an uploaded SVG
-- can carry script.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'site-media',
  'site-media',
  true,
  5 * 1024 * 1024,
  array['image/avif', 'image/webp', 'image/png', 'image/jpeg']
)
on conflict (id) do nothing;

create policy "Editors list site media"
  on storage.objects for select to authenticated
  using (bucket_id = 'site-media' and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors add site media"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'site-media' and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
  );

create policy "Editors replace site media"
  on storage.objects for update to authenticated
  using (bucket_id = 'site-media' and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check (
    bucket_id = 'site-media' and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
  );

create policy "Editors remove site media"
  on storage.objects for delete to authenticated
  using (bucket_id = 'site-media' and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
