-- Two-factor sign-in: members add app authenticators (Supabase Auth's TOTP factors) in /admin,
-- and an admin may require a second factor of everyone who can publish. With the requirement
-- on, RLS refuses publishing (and the team's functions) to a session that has not passed a
-- second factor (the token's aal is not aal2). Off by default, so a first `npm run dev` needs
-- no phone.

create table public.team_settings (
  -- One row: the team's settings.
  id boolean primary key default true constraint team_settings_one_row check (id),
  require_two_factor boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.team_settings is
  'The team''s settings (one row). Everyone signed in reads it; admins change it through set_require_two_factor().';

insert into public.team_settings default values;

revoke all on table public.team_settings from anon, authenticated;
grant select on table public.team_settings to authenticated;
grant all on table public.team_settings to service_role;
alter table public.team_settings enable row level security;

create policy "Signed-in users read the team's settings"
  on public.team_settings for select to authenticated
  using (true);

-- Whether this request's session has passed the caller's own second factor, if they have one:
-- a password alone (a stolen one) reaches nothing of the team's through any API.
create function public.own_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

-- Whether this request's session is as strong as the team asks of those who publish: their own
-- factor passed, and a second factor at all when the team requires one.
create function public.two_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.own_factor_satisfied()
    and (
      not coalesce((select s.require_two_factor from public.team_settings s), false)
      or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    )
$$;

create or replace function public.is_team_member()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select public.team_role() is not null and public.own_factor_satisfied()
$$;

create or replace function public.can_publish()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(public.team_role() in ('admin', 'editor'), false)
    and public.two_factor_satisfied()
$$;

-- Admins manage the team only from a session as strong as the team asks: every team function
-- checks this, the directory too (so the Team room's invitations with the secret key as well).
create or replace function private.require_team_admin()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.team_members
  where user_id = (select auth.uid()) and role = 'admin'
  for share;
  if not found then
    raise exception 'Only admins manage the team' using errcode = '42501';
  end if;
  if not public.two_factor_satisfied() then
    raise exception 'Sign in with your second factor to manage the team.' using errcode = '42501';
  end if;
end;
$$;

create function public.set_require_two_factor(required boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  -- Turning it on from a session without a second factor would lock the admin out at once.
  if required and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Add an authenticator and sign in with it before requiring two-factor sign-in.'
      using errcode = '42501';
  end if;
  -- A WHERE for hosted Supabase's safeupdate, which refuses an UPDATE without one.
  update public.team_settings
  set require_two_factor = required, updated_at = now(), updated_by = auth.uid()
  where id;
end;
$$;

-- Whether each member has a second factor, for the Team room.
create function public.team_two_factor()
returns table (user_id uuid, factors integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  return query
    select m.user_id, count(f.id)::integer
    from public.team_members m
    left join auth.mfa_factors f on f.user_id = m.user_id and f.status = 'verified'
    group by m.user_id;
end;
$$;

revoke execute on function public.own_factor_satisfied(), public.two_factor_satisfied(),
  public.set_require_two_factor(boolean), public.team_two_factor() from public, anon;
grant execute on function public.own_factor_satisfied(), public.two_factor_satisfied(),
  public.set_require_two_factor(boolean), public.team_two_factor() to authenticated, service_role;
