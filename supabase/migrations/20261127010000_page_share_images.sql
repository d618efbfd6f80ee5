-- Share images of the pages that are not items (home, about, the overviews, contact,
-- locations): the image a link to the page shows on social media and in chats, chosen from the
-- media library. A page without one keeps the site's generated card. Service and industry
-- pages have theirs on their own rows (share_image_id).
create table public.page_share_images (
  id uuid primary key default gen_random_uuid(),
  path text not null unique,
  image_id uuid not null references public.media (id),
  -- Unordered, like redirects; the column keeps the collections' shape for the editor screens.
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint page_share_images_path
    check (path in ('/', '/about', '/services', '/industries', '/contact', '/locations'))
);

comment on table public.page_share_images is
  'The share image of each page that is not an item, from the media library. Everyone reads; editors write.';

create index page_share_images_image_id_idx on public.page_share_images (image_id);

revoke all on table public.page_share_images from anon, authenticated;
grant select on table public.page_share_images to anon, authenticated;
grant insert, update, delete on table public.page_share_images to authenticated;
grant all on table public.page_share_images to service_role;

alter table public.page_share_images enable row level security;
create policy "Everyone reads the site's share images" on public.page_share_images
  for select to anon, authenticated using (true);
create policy "Editors add share images" on public.page_share_images
  for insert to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors change share images" on public.page_share_images
  for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors remove share images" on public.page_share_images
  for delete to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create trigger page_share_images_set_updated_at
  before update on public.page_share_images
  for each row execute function public.collections_set_updated_at();
create trigger page_share_images_record_history
  after insert or update or delete on public.page_share_images
  for each row execute function public.collections_record_history();
create trigger page_share_images_request_site_revalidation
  after insert or update or delete or truncate on public.page_share_images
  for each statement execute function private.request_site_revalidation();

alter publication supabase_realtime add table public.page_share_images;

-- Editors stage, preview and publish them like every other item, and remove them the same way.
alter table public.collection_drafts drop constraint collection_drafts_collection;
alter table public.collection_drafts add constraint collection_drafts_collection check (collection in (
  'services', 'industries', 'home_service_cards', 'company_values', 'leaders', 'milestones',
  'faqs', 'office_hours', 'department_contacts', 'offices', 'page_share_images'
));

create or replace function public.remove_collection_item(collection text, item uuid, redirect_to text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed jsonb;
  removed_path text;
begin
  if collection is null or collection not in (
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices', 'redirects',
    'page_share_images'
  ) then
    raise exception 'There is no collection called %.', coalesce(collection, 'null')
      using errcode = '22023';
  end if;
  if redirect_to is not null and collection not in ('services', 'industries') then
    raise exception 'Only services and industries have an address to send on.'
      using errcode = '22023';
  end if;

  execute format('delete from public.%I removed where id = $1 returning to_jsonb(removed.*)', collection)
    into removed using item;
  if removed is null or redirect_to is null then
    return removed;
  end if;

  removed_path := '/' || collection || '/' || (removed ->> 'slug');
  if redirect_to <> removed_path then
    update public.redirects r set target_path = redirect_to
      where r.target_path = removed_path and r.source_path <> redirect_to;
    insert into public.redirects (source_path, target_path, sort_order)
    values (
      removed_path,
      redirect_to,
      (select coalesce(max(sort_order), -1) + 1 from public.redirects)
    )
    on conflict (source_path) do update set target_path = excluded.target_path;
  end if;
  return removed;
end;
$$;


-- An image chosen as a page's share image is in use too.
create or replace function public.media_uses(image uuid)
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
  select 'page_share_images', id, path, false from public.page_share_images
    where image_id = image
  union all
  select drafts.collection, drafts.item_id, coalesce(drafts.label, ''), true
    from public.collection_drafts drafts
    where drafts.item is not null
      and image::text in (
        drafts.item ->> 'portrait_id', drafts.item ->> 'image_id', drafts.item ->> 'share_image_id'
      )
  order by 1, 3;
$$;
