-- A library row links a file only as the site's server checked it. Uploads go through addresses
-- the server signs, and the server reads each file's first bytes before a row points at it
-- (lib/media/uploads.ts), but a member could still write a row through the Data API with any
-- path in site-media: a file that never passed the check, or one in another image's folder
-- (whose earlier files the hourly removal keeps for that image). Now the row's file (its path,
-- type and size) is written by the server alone, with the secret key, once the check passed;
-- members still change what they edit in the library (alt text and focal point), as before
-- only editors and admins (the update policy). Deleting stays theirs too (remove_media).

-- Every file of an image lies in the image's own folder, <image id>/<version>.<extension>,
-- whoever writes the row.
alter table public.media
  add constraint media_path_in_own_folder check (split_part(path, '/', 1) = id::text);

revoke insert, update on table public.media from authenticated;
grant update (alt, focal_x, focal_y) on table public.media to authenticated;

drop policy "Editors add media" on public.media;

comment on table public.media is
  'Images in the site-media bucket, with their alt text and focal point. Everyone reads; the server adds and replaces files (secret key); editors change the alt text and focal point, and remove images.';
