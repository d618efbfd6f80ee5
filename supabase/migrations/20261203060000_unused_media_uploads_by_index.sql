-- The hourly removal of files nothing can show (20261203000000_media_uploads.sql), with the same
-- rule in two checks an index answers: a file is the current file of an image (media_path_key),
-- or it is a file an image in its folder once had (media_pkey, then that image's history by
-- collection_history_item_idx). The single check it replaces joined them with "or" and compared
-- the image's id as text, so every object read the whole library. A folder that is not an
-- image's id (only the server writes the bucket, but a name is a name) finds no image rather
-- than failing the cast, and the job goes on.
create or replace function private.remove_unused_media_uploads()
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
    and not exists (select 1 from public.media m where m.path = o.name)
    and not exists (
      select 1 from public.media m
      where m.id = case
          when split_part(o.name, '/', 1)
            ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then split_part(o.name, '/', 1)::uuid
        end
        and exists (
          select 1 from public.collection_history h
          where h.collection = 'media' and h.item_id = m.id and h.new_row ->> 'path' = o.name
        )
    );
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke execute on function private.remove_unused_media_uploads() from public, anon, authenticated;
