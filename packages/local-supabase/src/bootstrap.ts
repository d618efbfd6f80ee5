import { STORAGE_SQL } from "./storage/schema";
import { PG_CRON_SQL } from "./cron/sql";

/**
 * What a hosted Supabase database already has before a project's migrations
 * run, reduced to what this project's migrations, seed and services touch.
 * Object names and shapes follow Supabase's so the same SQL runs on both.
 */
export const PLATFORM_SQL = /* sql */ `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;

create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Column set of Supabase Auth's auth.users, so seeds written for the Supabase CLI load here.
create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip text
);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- The same definitions Supabase ships: both the legacy per-claim settings and request.jwt.claims.
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

create publication supabase_realtime;

-- The Supabase CLI records applied migrations here; keeping its shape lets
-- the same bookkeeping be inspected the same way.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
`;

/**
 * What supabase/postgres' initial schema gives the role migrations run as: every table, sequence
 * and function it creates in public is open to the API roles, and RLS or explicit revokes narrow it.
 */
export const DEFAULT_GRANTS_SQL = /* sql */ `
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
`;

/**
 * Supabase Auth's tables for email links, one-time codes, PKCE and the amr claim, in the shapes
 * its own migrations give them, so SQL written against `supabase start` reads them the same way.
 */
export const AUTH_FLOWS_SQL = /* sql */ `
create type auth.code_challenge_method as enum ('s256', 'plain');

create table auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

create type auth.one_time_token_type as enum (
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token'
);

create table auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  check (char_length(token_hash) > 0)
);
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
`;

/**
 * Supabase Auth's multi-factor tables (factors, their challenges), in the shapes its migrations
 * give them; the amr claims are with the other flows.
 */
export const AUTH_MFA_SQL = /* sql */ `
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- The factor a session passed (GoTrue's sessions.factor_id): removing it lowers the session.
alter table auth.sessions add column if not exists factor_id uuid;
`;

/**
 * Change capture for Realtime. Hosted Supabase decodes the WAL of tables in
 * the supabase_realtime publication; here a row trigger on those same tables
 * queues each change and notifies after commit, and an event trigger keeps the
 * set of triggered tables in step with the publication.
 */
export const CAPTURE_SQL = /* sql */ `
create schema supabase_local;

create table supabase_local.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp text not null
);

create function supabase_local.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into supabase_local.changes (schema_name, table_name, action, record, old_record, commit_timestamp)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end,
    to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  );
  -- Identical notifications in one transaction collapse into one, delivered at commit.
  perform pg_notify('supabase_local_changes', '');
  return null;
end;
$$;

create function supabase_local.sync_capture_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare
  target record;
begin
  for target in
    select p.schemaname, p.tablename
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        join pg_catalog.pg_class c on c.oid = t.tgrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where t.tgname = 'supabase_local_capture' and n.nspname = p.schemaname and c.relname = p.tablename
      )
  loop
    execute format(
      'create trigger supabase_local_capture after insert or update or delete on %I.%I '
      'for each row execute function supabase_local.capture()',
      target.schemaname, target.tablename);
  end loop;

  for target in
    select n.nspname as schemaname, c.relname as tablename
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'supabase_local_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute format('drop trigger supabase_local_capture on %I.%I', target.schemaname, target.tablename);
  end loop;
end;
$$;

create function supabase_local.on_ddl() returns event_trigger
language plpgsql as $$
begin
  if tg_tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION') then
    perform supabase_local.sync_capture_triggers();
  end if;
  -- Like PostgREST's pgrst_watch: any DDL invalidates the REST schema cache.
  perform pg_notify('supabase_local_schema', '');
end;
$$;

create event trigger supabase_local_on_ddl on ddl_command_end
  execute function supabase_local.on_ddl();
`;

/**
 * pg_net, which hosted Supabase ships, shaped like the real extension: `net.http_post` with
 * its signature and defaults queues the request in `net.http_request_queue` and returns its id;
 * the server sends it once the transaction has committed (the notification is delivered only
 * then) and records the outcome in `net._http_response`. Only POST is provided: it is all the
 * migrations use.
 */
export const PG_NET_SQL = /* sql */ `
create schema net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

create table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

-- Percent-encodes everything but RFC 3986's unreserved characters, byte by byte.
create function net._urlencode_string(string text) returns text
language sql immutable strict set search_path = '' as $$
  select coalesce(string_agg(
    case when chr(b) ~ '[A-Za-z0-9._~-]' then chr(b) else '%' || upper(lpad(to_hex(b), 2, '0')) end,
    '' order by i), '')
  from generate_series(0, length(convert_to(string, 'UTF8')) - 1) as i,
       lateral (select get_byte(convert_to(string, 'UTF8'), i) as b) as byte
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  request_id bigint;
  content_type text;
  query text;
begin
  select value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb))
  where lower(key) = 'content-type'
  limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  if body is null then
    raise exception 'body must not be null';
  end if;

  select string_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value), '&')
  into query
  from jsonb_each_text(coalesce(params, '{}'::jsonb));

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    case when query is null then url
         when position('?' in url) > 0 then url || '&' || query
         else url || '?' || query end,
    headers,
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  -- Delivered at commit, never on rollback: the server sends only committed requests.
  perform pg_notify('net_http_request_queue', '');
  return request_id;
end;
$$;

revoke all on schema net from public;
revoke execute on all functions in schema net from public;
`;

/**
 * Realtime's authorisation table, as hosted Supabase has it: private channels are allowed by RLS
 * policies on realtime.messages that read the channel's name through realtime.topic(). Hosted
 * partitions the table by day; one plain table behaves the same for policies.
 */
export const REALTIME_SQL = /* sql */ `
create schema realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at),
  constraint messages_payload_exclusive check (payload is null or binary_payload is null)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
`;

/** pgcrypto in the `extensions` schema, as hosted projects have it. */
export const PGCRYPTO_SQL = /* sql */ `
create extension if not exists pgcrypto with schema extensions;
`;

/**
 * PostgREST's own role: it switches to the caller's role per request, and migrations written for
 * hosted projects configure it (`alter role authenticator set pgrst.*`). Nothing logs in locally.
 */
export const AUTHENTICATOR_SQL = /* sql */ `
create role authenticator nologin noinherit;
grant anon, authenticated, service_role to authenticator;
`;

/**
 * What a hosted Supabase database has, in creation order, for loading into any PostgreSQL.
 * CAPTURE_SQL is not part of it: it stands in for Realtime's WAL decoding inside the local server.
 */
export const HOSTED_PLATFORM_SQL: readonly string[] = [
  PLATFORM_SQL,
  AUTHENTICATOR_SQL,
  PGCRYPTO_SQL,
  DEFAULT_GRANTS_SQL,
  AUTH_FLOWS_SQL,
  AUTH_MFA_SQL,
  PG_CRON_SQL,
  PG_NET_SQL,
  REALTIME_SQL,
  STORAGE_SQL,
];

/** What the local server loads into a new database, in creation order. */
export const LOCAL_PLATFORM_SQL: readonly string[] = [
  PLATFORM_SQL,
  AUTHENTICATOR_SQL,
  PGCRYPTO_SQL,
  DEFAULT_GRANTS_SQL,
  AUTH_FLOWS_SQL,
  AUTH_MFA_SQL,
  CAPTURE_SQL,
  PG_CRON_SQL,
  PG_NET_SQL,
  REALTIME_SQL,
  STORAGE_SQL,
];
