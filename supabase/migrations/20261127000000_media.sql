-- The media library: every image editors put on the site, one row per image, its bytes in the
-- site-media bucket. Items refer to an image by its row, never by its file, so replacing an
-- image (a new file, hence a new URL no cache still holds) changes every page that shows it.
-- An image in use cannot be removed: the foreign keys refuse it, and media_uses() says where.
create table public.media (
  id uuid primary key default gen_random_uuid(),
  -- The object's name in site-media: <image id>/<version>.<extension>.
  path text not null unique,
  -- What a screen reader says for it, wherever it is shown.
  alt public.short_text not null,
  -- The name the file was uploaded with, so editors can find it again.
  file_name public.short_text not null,
  content_type text not null,
  size_bytes integer not null,
  width integer not null,
  height integer not null,
  -- Where the subject is, from the left and from the top (0–1): crops keep it in frame.
  focal_x real not null default 0.5,
  focal_y real not null default 0.5,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_path
    check (path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(avif|webp|png|jpg)$'),
  -- The formats and size site-media takes (its bucket refuses anything else).
  constraint media_content_type
    check (content_type in ('image/avif', 'image/webp', 'image/png', 'image/jpeg')),
  constraint media_size_bytes check (size_bytes between 1 and 5242880),
  constraint media_dimensions check (width between 1 and 10000 and height between 1 and 10000),
  constraint media_focal_point check (focal_x between 0 and 1 and focal_y between 0 and 1)
);

comment on table public.media is
  'Images in the site-media bucket, with their alt text and focal point. Everyone reads; editors write.';

revoke all on table public.media from anon, authenticated;
grant select on table public.media to anon, authenticated;
grant insert, update, delete on table public.media to authenticated;
grant all on table public.media to service_role;

alter table public.media enable row level security;
create policy "Everyone reads the site's media" on public.media
  for select to anon, authenticated using (true);
create policy "Editors add media" on public.media
  for insert to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors change media" on public.media
  for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors remove media" on public.media
  for delete to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create trigger media_set_updated_at
  before update on public.media
  for each row execute function public.collections_set_updated_at();
create trigger media_record_history
  after insert or update or delete on public.media
  for each row execute function public.collections_record_history();
-- A replaced image or a new alt text is on the pages at once, as any saved item is.
create trigger media_request_site_revalidation
  after insert or update or delete or truncate on public.media
  for each statement execute function private.request_site_revalidation();

alter publication supabase_realtime add table public.media;

-- Where the site shows images: a leader's portrait (the drawing stays when none is chosen), a
-- picture on a service's or an industry's page, and the image their pages are shared with
-- (the generated one stays when none is chosen).
alter table public.leaders
  add column portrait_id uuid references public.media (id);
alter table public.services
  add column image_id uuid references public.media (id),
  add column share_image_id uuid references public.media (id);
alter table public.industries
  add column image_id uuid references public.media (id),
  add column share_image_id uuid references public.media (id);

create index leaders_portrait_id_idx on public.leaders (portrait_id);
create index services_image_id_idx on public.services (image_id);
create index services_share_image_id_idx on public.services (share_image_id);
create index industries_image_id_idx on public.industries (image_id);
create index industries_share_image_id_idx on public.industries (share_image_id);

-- The items that show an image, published or staged, so the library can say why it cannot be
-- removed. Run as the caller: staged items are visible to editors only.
create function public.media_uses(image uuid)
returns table (collection text, item_id uuid, label text, staged boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'leaders', id, name::text, false from public.leaders where portrait_id = image
  union all
  select 'services', id, name::text, false from public.services
    where image in (image_id, share_image_id)
  union all
  select 'industries', id, name::text, false from public.industries
    where image in (image_id, share_image_id)
  union all
  select drafts.collection, drafts.item_id, coalesce(drafts.label, ''), true
    from public.collection_drafts drafts
    where drafts.item is not null
      and image::text in (
        drafts.item ->> 'portrait_id', drafts.item ->> 'image_id', drafts.item ->> 'share_image_id'
      )
  order by 1, 3;
$$;

revoke execute on function public.media_uses(uuid) from public, anon;
grant execute on function public.media_uses(uuid) to authenticated, service_role;
