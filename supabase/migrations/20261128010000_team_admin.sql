-- What an admin does with the team from /admin, as functions (the table itself takes no
-- writes from users): list the members with what Auth knows of them, change a role, remove a
-- member. Each checks the caller is an admin, and the team always keeps at least one admin.
-- Inviting is Auth's (the admin API, on the server): the new member's row is written there too,
-- with the service role.

create function public.team_directory()
returns table (
  user_id uuid,
  email text,
  role text,
  invited_at timestamptz,
  -- Has a password of their own (an invitation is pending until then, its link followed or not).
  accepted boolean,
  -- Auth has confirmed the address (an invitation's link does that before a password is set).
  confirmed boolean,
  -- The account was made by this team's invitation (withdrawing it may delete the account).
  invited_here boolean,
  last_sign_in_at timestamptz,
  joined_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Defined below (and made stricter by the two-factor migration); resolved when called.
  perform private.require_team_admin();
  return query
    select m.user_id, u.email::text, m.role, u.invited_at, m.joined_at is not null,
      u.email_confirmed_at is not null, m.invited_by is not null, u.last_sign_in_at, m.joined_at
    from public.team_members m
    join auth.users u on u.id = m.user_id
    order by lower(u.email::text);
end;
$$;

-- Raises unless the caller is an admin, holding their row until the transaction ends: an admin
-- demoted meanwhile is refused once the demotion commits, never let through on a stale read.
create function private.require_team_admin()
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
end;
$$;

revoke execute on function private.require_team_admin() from public, anon, authenticated;

-- Raises unless, after taking `leaving` out of the admins, one who can sign in is left (an
-- invited admin who never set a password cannot run the team).
create function private.keep_an_admin(leaving uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Two admins demoting each other at once: the second waits, then counts again.
  perform 1 from public.team_members where role = 'admin' for update;
  if not exists (
    select 1 from public.team_members
    where role = 'admin' and user_id <> leaving and joined_at is not null
  ) then
    raise exception 'The team needs at least one admin. Make someone else an admin first.'
      using errcode = '23514';
  end if;
end;
$$;

revoke execute on function private.keep_an_admin(uuid) from public, anon, authenticated;

create function public.set_member_role(member uuid, new_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_role_of text;
begin
  perform private.require_team_admin();
  if new_role is null or new_role not in ('admin', 'editor', 'author') then
    raise exception 'A role is admin, editor or author' using errcode = '22023';
  end if;
  select role into current_role_of from public.team_members where user_id = member;
  if current_role_of is null then
    raise exception 'Not a member of the team' using errcode = 'P0002';
  end if;
  if current_role_of = 'admin' and new_role <> 'admin' then
    perform private.keep_an_admin(member);
  end if;
  update public.team_members set role = new_role, updated_at = now() where user_id = member;
end;
$$;

create function public.remove_member(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  if (select role from public.team_members where user_id = member) = 'admin' then
    perform private.keep_an_admin(member);
  end if;
  delete from public.team_members where user_id = member;
  if not found then
    raise exception 'Not a member of the team' using errcode = 'P0002';
  end if;
end;
$$;

-- A member who has chosen their password (an invitation accepted) says so, once.
create function public.mark_joined()
returns void
language sql
security definer
set search_path = ''
as $$
  update public.team_members set joined_at = now(), updated_at = now()
  where user_id = (select auth.uid()) and joined_at is null
$$;

revoke execute on function public.team_directory(), public.set_member_role(uuid, text),
  public.remove_member(uuid), public.mark_joined() from public, anon;
grant execute on function public.team_directory(), public.set_member_role(uuid, text),
  public.remove_member(uuid), public.mark_joined() to authenticated, service_role;

-- The team view follows changes made elsewhere (another admin, an invitation accepted).
alter publication supabase_realtime add table public.team_members;
