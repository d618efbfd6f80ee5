-- Pages: what editors add at a free address of the site (a privacy policy, a careers page, a
-- trade-show landing page), built from blocks (public.page_layout_problem). A row is published;
-- drafts are staged in collection_drafts like every other item. A fresh project has no pages,
-- so the site is exactly the specification's until an editor publishes one.

-- The route that serves `path` already, by the name editors know it by, or null for a free
-- address. The whole tree under each of the site's own first segments is its route's: a page
-- at /services/anything would be hidden by (or hide) a service. lib/pages/path-rules.ts holds
-- the same list.
create function public.page_path_owner(path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when path is null then null
    when path = '/' then 'the home page'
    else case split_part(path, '/', 2)
      when 'about' then 'the About page'
      when 'services' then 'the Services pages'
      when 'industries' then 'the Industries pages'
      when 'contact' then 'the Contact page'
      when 'locations' then 'the Locations page'
      when 'insights' then 'the Insights pages'
      when 'search' then 'the Search page'
      when 'admin' then 'the admin'
      when 'login' then 'the sign-in page'
      when 'welcome' then 'the admin'
      when 'api' then 'the site''s programming interface'
      when '_next' then 'the site''s own files'
      when 'icons' then 'the site''s own files'
      when 'leadership' then 'the site''s own files'
      when 'illustrations.svg' then 'the site''s own files'
      when 'icon.svg' then 'the site''s own files'
      when 'favicon.ico' then 'the site''s own files'
      when 'opengraph-image' then 'the site''s own files'
      when 'sitemap.xml' then 'the sitemap'
      when 'robots.txt' then 'the robots file'
    end
  end;
$$;

grant execute on function public.page_path_owner(text) to anon, authenticated, service_role;

-- What is wrong with a page's address, in the words the admin's form shows, or null.
create function public.page_path_problem(path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when path is null or path = '' then 'Enter the page''s address, such as /privacy-policy.'
    when char_length(path) > 120 then 'The address is too long: keep it to 120 characters.'
    when path !~ '^(/[a-z0-9]+(-[a-z0-9]+)*){1,5}$'
      then 'Use an address such as /privacy-policy or /events/embedded-world-2027: lower-case letters, digits and single hyphens between slashes, at most five parts.'
    when public.page_path_owner(path) is not null
      then format('The address %s belongs to %s: choose another.', path, public.page_path_owner(path))
  end;
$$;

grant execute on function public.page_path_problem(text) to anon, authenticated, service_role;

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  path text not null unique,
  title public.short_text not null,
  layout jsonb not null default '[]',
  -- Search and share settings; empty: the title, and the first text of the page.
  meta_title text,
  meta_description text,
  share_image_id uuid references public.media (id),
  noindex boolean not null default false,
  -- Where the footer links the page: with the policies at its foot, beside the company links,
  -- or nowhere. A page at a policy button's address is linked by that button either way.
  footer_group text not null default 'none',
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pages_path check (public.page_path_problem(path) is null),
  constraint pages_meta_title check (meta_title is null or char_length(btrim(meta_title)) between 1 and 70),
  constraint pages_meta_description
    check (meta_description is null or char_length(btrim(meta_description)) between 1 and 160),
  constraint pages_footer_group check (footer_group in ('none', 'legal', 'company'))
);

comment on table public.pages is
  'Pages editors build from blocks at free addresses. Everyone reads; editors write; drafts in collection_drafts.';

create index pages_share_image_id_idx on public.pages (share_image_id);

-- An address and a layout are checked by the database whoever writes them, with the words the
-- admin's form uses (the address's check constraint alone would name only itself), and every
-- image a layout shows must be in the media library.
create function public.pages_check_layout()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := coalesce(public.page_path_problem(new.path), public.page_layout_problem(new.layout));
begin
  if problem is not null then
    raise exception '%', problem using errcode = '23514', hint = 'The page was not saved.';
  end if;
  if exists (
    select 1
    from (
      select found.id from jsonb_path_query(new.layout, 'strict $.**.imageId') as found(id)
      union all
      select found.id from jsonb_path_query(new.layout, 'strict $.**.mediaId') as found(id)
    ) as image
    where not exists (select 1 from public.media m where m.id::text = image.id #>> '{}')
  ) then
    raise exception 'The page shows an image that is not in the media library: choose it again from the library.'
      using errcode = '23503', hint = 'The page was not saved.';
  end if;
  return new;
end;
$$;

create trigger pages_check_layout
  before insert or update of path, layout on public.pages
  for each row execute function public.pages_check_layout();

revoke all on table public.pages from anon, authenticated;
grant select on table public.pages to anon, authenticated;
grant insert (
  id, path, title, layout, meta_title, meta_description, share_image_id, noindex, footer_group,
  sort_order
) on table public.pages to authenticated;
grant update (
  path, title, layout, meta_title, meta_description, share_image_id, noindex, footer_group,
  sort_order
) on table public.pages to authenticated;
grant delete on table public.pages to authenticated;
grant all on table public.pages to service_role;

alter table public.pages enable row level security;
create policy "Everyone reads pages" on public.pages
  for select to anon, authenticated using (true);
create policy "Editors add pages" on public.pages
  for insert to authenticated with check ((select public.can_publish()));
create policy "Editors change pages" on public.pages
  for update to authenticated
  using ((select public.can_publish())) with check ((select public.can_publish()));
create policy "Editors remove pages" on public.pages
  for delete to authenticated using ((select public.can_publish()));

create trigger pages_set_updated_at
  before update on public.pages
  for each row execute function public.collections_set_updated_at();
create trigger pages_record_history
  after insert or update or delete on public.pages
  for each row execute function public.collections_record_history();
create trigger pages_request_site_revalidation
  after insert or update or delete or truncate on public.pages
  for each statement execute function private.request_site_revalidation();

alter publication supabase_realtime add table public.pages;

-- Any free address a page had can be redirected (308) once the page moves or goes.
alter table public.redirects drop constraint redirects_source_path;
alter table public.redirects add constraint redirects_source_path check (
  (
    source_path ~ '^/(services|industries|insights)/[a-z0-9]+(-[a-z0-9]+)*$'
    or public.page_path_problem(source_path) is null
  )
  and char_length(source_path) <= 120
);

-- A page that moves leaves a redirect from its old address, as a service whose slug changes
-- does (20261125010000_redirects.sql), and an address served again is not redirected.
create function public.pages_redirect_moved_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.redirects where source_path = new.path;
  if tg_op = 'UPDATE' and new.path is distinct from old.path then
    update public.redirects set target_path = new.path where target_path = old.path;
    insert into public.redirects (source_path, target_path, sort_order)
    values (old.path, new.path, (select coalesce(max(sort_order), -1) + 1 from public.redirects))
    on conflict (source_path) do update set target_path = excluded.target_path;
  end if;
  return null;
end;
$$;

revoke execute on function public.pages_redirect_moved_page() from public, anon, authenticated;

create trigger pages_redirect_moved_page
  after insert or update of path on public.pages
  for each row execute function public.pages_redirect_moved_page();

-- Staged pages: their address and layout are checked when staged, so a draft never holds what
-- publishing would refuse.
alter table public.collection_drafts drop constraint collection_drafts_collection;
alter table public.collection_drafts add constraint collection_drafts_collection check (collection in (
  'services', 'industries', 'home_service_cards', 'company_values', 'leaders', 'milestones',
  'faqs', 'office_hours', 'department_contacts', 'offices', 'page_share_images', 'posts', 'pages'
));

create or replace function public.collection_drafts_check_body()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  if new.collection = 'posts' and new.item ? 'body' then
    problem := public.rich_text_problem(new.item -> 'body');
    if problem is not null then
      raise exception '%', problem using errcode = '23514', hint = 'The post was not staged.';
    end if;
  end if;
  if new.collection = 'pages' and new.item is not null then
    problem := coalesce(
      public.page_path_problem(new.item ->> 'path'),
      public.page_layout_problem(coalesce(new.item -> 'layout', '[]'))
    );
    if problem is not null then
      raise exception '%', problem using errcode = '23514', hint = 'The page was not staged.';
    end if;
  end if;
  return new;
end;
$$;

-- A page's address can send on to another page when it is removed, as a post's can.
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
    'page_share_images', 'posts', 'pages'
  ) then
    raise exception 'There is no collection called %.', coalesce(collection, 'null')
      using errcode = '22023';
  end if;
  if redirect_to is not null and collection not in ('services', 'industries', 'posts', 'pages') then
    raise exception 'Only services, industries, posts and pages have an address to send on.'
      using errcode = '22023';
  end if;

  execute format('delete from public.%I removed where id = $1 returning to_jsonb(removed.*)', collection)
    into removed using item;
  if removed is null or redirect_to is null then
    return removed;
  end if;

  removed_path := case collection
    when 'posts' then '/insights/' || (removed ->> 'slug')
    when 'pages' then removed ->> 'path'
    else '/' || collection || '/' || (removed ->> 'slug') end;
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

-- A page's share image and the images its blocks show are uses of an image, published or staged.
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
  select 'posts', id, title::text, false from public.posts
    where image in (cover_image_id, share_image_id)
      or jsonb_path_exists(body, 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text))
  union all
  select 'pages', id, title::text, false from public.pages
    where share_image_id = image
      or jsonb_path_exists(layout, 'strict $.**.imageId ? (@ == $id)', jsonb_build_object('id', image::text))
      or jsonb_path_exists(layout, 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text))
  union all
  select drafts.collection, drafts.item_id, coalesce(drafts.label, ''), true
    from public.collection_drafts drafts
    where drafts.item is not null
      and (
        image::text in (
          drafts.item ->> 'portrait_id', drafts.item ->> 'image_id',
          drafts.item ->> 'share_image_id', drafts.item ->> 'cover_image_id'
        )
        or jsonb_path_exists(
          drafts.item -> 'body', 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text)
        )
        or jsonb_path_exists(
          drafts.item -> 'layout', 'strict $.**.imageId ? (@ == $id)', jsonb_build_object('id', image::text)
        )
        or jsonb_path_exists(
          drafts.item -> 'layout', 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text)
        )
      )
  order by 1, 3;
$$;
