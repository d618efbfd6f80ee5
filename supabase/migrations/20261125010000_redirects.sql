-- Redirects: an address the site used to serve, and where it is now.
--
-- A service or industry whose slug changes leaves a permanent redirect (308) from its old
-- address to its new one, whoever changed it (the admin, SQL, the REST API), so links and search
-- results keep working. Earlier redirects to the old address are pointed at the new one, so a
-- visitor is never sent down a chain, and an address that is served again (a new item takes
-- the slug) stops being redirected. Editors can also add, change and remove redirects, e.g. to
-- send a removed service's address to the one that replaced it.
create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  source_path text not null unique,
  target_path text not null,
  -- Ordered like the collections, newest last, so the same editor screens list them.
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Only the pages that items make can be redirected: every other address is in the code.
  constraint redirects_source_path
    check (source_path ~ '^/(services|industries)/[a-z0-9]+(-[a-z0-9]+)*$' and char_length(source_path) <= 120),
  -- A path on this site (never another host), with an optional query or fragment.
  constraint redirects_target_path
    check (target_path ~ '^/([A-Za-z0-9._~!$&''()*+,;=:@%/-]*)([?#]\S*)?$'
      and target_path !~ '^//' and char_length(target_path) <= 300),
  constraint redirects_not_to_itself check (target_path <> source_path)
);

comment on table public.redirects is
  'Old addresses of service and industry pages and where they are now (308). Slug changes add rows by trigger.';

create index redirects_order_idx on public.redirects (sort_order, id);

revoke all on table public.redirects from anon, authenticated;
grant select on table public.redirects to anon, authenticated;
grant insert, update, delete on table public.redirects to authenticated;
grant all on table public.redirects to service_role;

alter table public.redirects enable row level security;
create policy "Everyone reads the site's redirects" on public.redirects
  for select to anon, authenticated using (true);
create policy "Editors add redirects" on public.redirects
  for insert to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors change redirects" on public.redirects
  for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');
create policy "Editors remove redirects" on public.redirects
  for delete to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create trigger redirects_set_updated_at
  before update on public.redirects
  for each row execute function public.collections_set_updated_at();
create trigger redirects_record_history
  after insert or update or delete on public.redirects
  for each row execute function public.collections_record_history();
create trigger redirects_request_site_revalidation
  after insert or update or delete or truncate on public.redirects
  for each statement execute function private.request_site_revalidation();

-- Keeps the redirects in step with the items' addresses (see the top of this file).
create function public.collections_redirect_moved_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := '/' || tg_table_name || '/';
  new_path text := base || new.slug;
  old_path text;
begin
  -- An address that is served again is not redirected any more.
  delete from public.redirects where source_path = new_path;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    old_path := base || old.slug;
    update public.redirects set target_path = new_path where target_path = old_path;
    insert into public.redirects (source_path, target_path, sort_order)
    values (
      old_path,
      new_path,
      (select coalesce(max(sort_order), -1) + 1 from public.redirects)
    )
    on conflict (source_path) do update set target_path = excluded.target_path;
  end if;
  return null;
end;
$$;

revoke execute on function public.collections_redirect_moved_page() from public, anon, authenticated;

create trigger services_redirect_moved_page
  after insert or update of slug on public.services
  for each row execute function public.collections_redirect_moved_page();
create trigger industries_redirect_moved_page
  after insert or update of slug on public.industries
  for each row execute function public.collections_redirect_moved_page();
