-- Site text reaches the static public pages within seconds of any write.
--
-- Written for hosted Supabase and applied unchanged by the local stand-in
-- (packages/local-supabase). /admin expires the site's cached text itself, but a change
-- made in Studio, in SQL or through the REST API would otherwise wait for the
-- pages' one-minute revalidation. So every statement that changes
-- public.website_content asks the site to revalidate, through pg_net (an HTTP
-- request sent by the database after the transaction commits) to the site's
-- /api/revalidate route, authenticated by a secret the site shares.
--
-- Where to send it is a row in private.site_revalidation. With no row the
-- trigger does nothing, so a fresh project works before it is configured:
--
--   insert into private.site_revalidation (url, secret)
--   values ('https://www.example.com/api/revalidate', '<SITE_REVALIDATE_SECRET of the site>');

-- pg_net lives in the `net` schema. Hosted projects may have it enabled
-- already; the local backend provides its own `net` with the same functions.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'net') then
    create extension if not exists pg_net;
  end if;
end;
$$;

-- The Data API exposes public (and graphql_public) only, so a table here can
-- never be read through REST; the revokes and RLS without policies keep it so
-- even if someone adds the schema to the exposed list.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.site_revalidation (
  -- A single row: the table can hold one target at most.
  id boolean primary key default true,
  url text not null,
  secret text not null,
  updated_at timestamptz not null default now(),
  constraint site_revalidation_single_row check (id),
  constraint site_revalidation_url_format check (url ~ '^https?://[^[:space:]]+$'),
  -- The secret is the route's only protection; a short one could be guessed.
  constraint site_revalidation_secret_length check (char_length(secret) >= 32)
);

comment on table private.site_revalidation is
  'Where changes to public.website_content are announced: the site''s /api/revalidate URL and its shared secret. No row: nothing is sent.';

revoke all on table private.site_revalidation from public, anon, authenticated;
alter table private.site_revalidation enable row level security;

-- Runs as its owner, so callers need no access to the settings or to pg_net.
-- One request per transaction, however many rows or statements it changed:
-- an upsert fires both the insert and the update trigger, and a script that
-- edits fifty keys needs the pages rebuilt once, after it commits.
create function private.request_site_revalidation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  if current_setting('site_revalidation.requested', true) = 'on' then
    return null;
  end if;

  select s.url, s.secret into target from private.site_revalidation s where s.id;
  if not found then
    return null;
  end if;

  -- pg_net only queues the request here; it is sent after commit, and never
  -- when the transaction rolls back. Queuing must not fail the editor's write:
  -- at worst the pages catch up at their periodic revalidation.
  begin
    perform net.http_post(
      url := target.url,
      body := jsonb_build_object(
        'type', tg_op,
        'schema', tg_table_schema,
        'table', tg_table_name
      ),
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || target.secret
      ),
      timeout_milliseconds := 5000
    );
    -- Transaction-local, and undone with a rolled-back savepoint like the queued request.
    perform set_config('site_revalidation.requested', 'on', true);
  exception when others then
    raise warning 'site revalidation was not requested: %', sqlerrm;
  end;
  return null;
end;
$$;

-- Trigger functions need no EXECUTE grant to fire; keep them off the Data API.
revoke execute on function private.request_site_revalidation() from public, anon, authenticated;

create trigger website_content_request_site_revalidation
  after insert or update or delete or truncate on public.website_content
  for each statement execute function private.request_site_revalidation();
