-- Every change to the site text, by anyone, kept for editors to read and restore.
--
-- Written for hosted Supabase and applied unchanged by the local stand-in
-- (packages/local-supabase). A trigger records each insert, update and delete of
-- public.website_content, whichever client made it: /admin, the REST API with
-- any key, Studio or plain SQL. Editors can read the history; nobody can write
-- or change it through the Data API (no grants, and RLS with a read policy
-- only), so the record cannot be rewritten to hide a change.

create table public.website_content_history (
  id bigint generated always as identity primary key,
  -- No foreign key: the history of a deleted row must outlive the row.
  content_id uuid not null,
  content_key text not null,
  operation text not null,
  -- null for an insert's old value and a delete's new value.
  old_value text,
  new_value text,
  -- Who made the change: a signed-in user, the service role (a server or
  -- script with the secret key), or a database session with no API caller
  -- (Studio's SQL editor, psql, migrations).
  actor_kind text not null,
  actor_id uuid,
  actor_email text,
  changed_at timestamptz not null default now(),
  constraint website_content_history_operation
    check (operation in ('INSERT', 'UPDATE', 'DELETE')),
  constraint website_content_history_actor_kind
    check (actor_kind in ('user', 'service_role', 'sql'))
);

comment on table public.website_content_history is
  'Append-only record of every change to website_content, written by a trigger. Readable by editors.';

create index website_content_history_key_idx
  on public.website_content_history (content_key, changed_at desc);
create index website_content_history_changed_at_idx
  on public.website_content_history (changed_at desc);

-- Runs as its owner, so callers need no rights on the history table: the
-- trigger is the only way a row gets in.
create function public.website_content_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  kind text;
  actor uuid;
  email text;
begin
  if claims is null then
    kind := 'sql';
  elsif claims ->> 'role' = 'service_role' then
    kind := 'service_role';
  else
    kind := 'user';
    actor := nullif(claims ->> 'sub', '')::uuid;
    email := nullif(claims ->> 'email', '');
  end if;

  -- An update that changes nothing but the timestamp is not a change to the text.
  if tg_op = 'UPDATE' and old.content_value is not distinct from new.content_value
     and old.content_key is not distinct from new.content_key then
    return null;
  end if;

  insert into public.website_content_history
    (content_id, content_key, operation, old_value, new_value, actor_kind, actor_id, actor_email)
  values (
    case when tg_op = 'DELETE' then old.id else new.id end,
    case when tg_op = 'DELETE' then old.content_key else new.content_key end,
    tg_op,
    case when tg_op = 'INSERT' then null else old.content_value end,
    case when tg_op = 'DELETE' then null else new.content_value end,
    kind,
    actor,
    email
  );
  return null;
end;
$$;

revoke execute on function public.website_content_record_history()
  from public, anon, authenticated;

create trigger website_content_record_history
  after insert or update or delete on public.website_content
  for each row execute function public.website_content_record_history();

-- Start from nothing (older projects grant new tables to the API roles), then
-- let signed-in users select; RLS narrows that to editors.
revoke all on table public.website_content_history from anon, authenticated;
grant select on table public.website_content_history to authenticated;
revoke all on table public.website_content_history from service_role;
grant select on table public.website_content_history to service_role;

alter table public.website_content_history enable row level security;

create policy "Editors can read the site text history"
  on public.website_content_history
  for select
  to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

-- The admin's "Recent changes" feed listens for new history rows.
alter publication supabase_realtime add table public.website_content_history;
