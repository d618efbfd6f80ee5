-- Site media is written by the site's server only. Until now a signed-in member could write any
-- bytes into the public bucket straight through the Storage API (an HTML page labelled
-- image/png was stored and served from the project's domain). Now nobody signed in may add,
-- replace, list or remove its objects: the server checks that the caller is a member who may
-- add (or replace, or delete) an image, then hands out a one-time signed upload address made
-- with the project's secret key, checks the stored file's first bytes before the library's row
-- points at it, and removes files with the same key. Anyone still reads an image by its public
-- URL, as a page's visitors must; the library lists images from public.media, never from
-- Storage, so the listing policy goes as well.

drop policy "Editors add site media" on storage.objects;
drop policy "Editors replace site media" on storage.objects;
drop policy "Editors remove site media" on storage.objects;
drop policy "Editors list site media" on storage.objects;

-- Files nothing can show: uploads that never became an image of the library (the browser went
-- away, the file was refused, the row could not be written) and files left in the folder of an
-- image deleted since. A file is kept while it is, or once was, the file of an image that is
-- still in the library (a replaced file stays, for pages and share cards cached before the
-- change: lib/media/uploads.ts); public.collection_history holds every path an image had.
-- Anything younger than a day is left alone: an upload is confirmed seconds after it lands.
--
-- The job deletes the objects' rows. Hosted Storage reads every object through its row, so a
-- file whose row is gone is no longer served, rendered, signed or listed from that moment; its
-- bytes stay in the project's S3 backend as unreferenced data, which only the Storage API
-- could remove (a database job has no secret key to call it with, and keeping one in the
-- database would hand it to anyone who can read a backup). Those bytes are small (uploads are
-- 5 MB at most, and few are ever abandoned) and unreachable. The local backend removes the
-- bytes of rows deleted this way itself (packages/local-supabase/src/storage/sweep.ts).
-- Hosted Storage refuses deletions in SQL unless storage.allow_delete_query is set: this is the
-- one deletion meant to bypass the API, so it says so for its own transaction only.
create function private.remove_unused_media_uploads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects o
  where o.bucket_id = 'site-media'
    and o.created_at < now() - interval '1 day'
    and not exists (
      select 1 from public.media m
      where m.path = o.name
        or (
          m.id::text = split_part(o.name, '/', 1)
          and exists (
            select 1 from public.collection_history h
            where h.collection = 'media' and h.item_id = m.id and h.new_row ->> 'path' = o.name
          )
        )
    );
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke execute on function private.remove_unused_media_uploads() from public, anon, authenticated;

-- Hourly, so an abandoned upload goes between one day and one day and an hour after it landed.
select cron.schedule('remove-unused-media-uploads', '23 * * * *',
  'select private.remove_unused_media_uploads()');
