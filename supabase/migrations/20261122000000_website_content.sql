-- Site text shown on the public pages and edited in /admin.
--
-- Written for hosted Supabase and applied unchanged by the local stand-in
-- (packages/local-supabase). Anyone may read; only signed-in editors may write. An editor
-- is a user whose app_metadata.role is 'editor'. app_metadata can only be set
-- with the service role (dashboard, SQL editor or admin API), never by the user,
-- so a visitor cannot promote themselves.

create table public.website_content (
  id uuid primary key default gen_random_uuid(),
  content_key text not null unique,
  content_value text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Keys are dotted, lower-case paths such as home.hero.title.
  constraint website_content_key_format
    check (content_key ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  constraint website_content_value_length
    check (char_length(content_value) <= 10000)
);

comment on table public.website_content is
  'Editable site text, one row per key. Read by everyone, written by editors.';

-- The admin sends updated_at in its compare-and-set updates; the server clock,
-- not the browser's, must decide the stored value.
create function public.website_content_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Trigger functions need no EXECUTE grant to fire; keep them off the Data API.
revoke execute on function public.website_content_set_updated_at() from public, anon, authenticated;

create trigger website_content_set_updated_at
  before update on public.website_content
  for each row execute function public.website_content_set_updated_at();

-- Older projects grant new public tables to anon/authenticated by default and
-- newer ones grant nothing; start from nothing so both end up identical.
revoke all on table public.website_content from anon, authenticated;
grant select on table public.website_content to anon, authenticated;
grant insert, update, delete on table public.website_content to authenticated;
grant all on table public.website_content to service_role;

alter table public.website_content enable row level security;

create policy "Site text is readable by everyone"
  on public.website_content
  for select
  to anon, authenticated
  using (true);

create policy "Editors can add site text"
  on public.website_content
  for insert
  to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors can change site text"
  on public.website_content
  for update
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors can remove site text"
  on public.website_content
  for delete
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

-- Realtime: the admin listens for changes made in other tabs.
--
-- Replica identity stays DEFAULT. With RLS enabled, Supabase Realtime strips a
-- DELETE's old record to the primary key whatever the replica identity, and the
-- admin only needs old.id for deletes and the new record for inserts and
-- updates. FULL would only add the previous values to UPDATE events, at the
-- cost of logging whole rows on every write.
alter publication supabase_realtime add table public.website_content;
