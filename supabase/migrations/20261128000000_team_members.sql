-- Who may do what in /admin is a row in public.team_members, not a claim in a token: a change
-- of role, or a removal, holds from the member's next request, and nobody can write their own
-- row (only admins, through the team functions, and the service role).
--
--   admin   the team (invite, change roles, remove), settings, and everything an editor does
--   editor  edits and publishes: the live tables, the library, the publish function
--   author  stages changes (texts and items), uploads images, reads the history: stage only
--
-- Until now an editor was a user whose app_metadata.role was 'editor' (settable only with the
-- service role). Those users join as editors; an account created with app_metadata.role set to
-- admin, editor or author (the dashboard, `local-supabase create-user --app-metadata role=…`)
-- joins with that role, so a project's first admin is made the same way.

create table public.team_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null constraint team_members_role check (role in ('admin', 'editor', 'author')),
  -- When the member could first sign in with a password of their own: null while an invitation
  -- is pending (its link followed or not).
  joined_at timestamptz default now(),
  -- The admin whose invitation made the account; null for an account that existed before.
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.team_members is
  'Who may use /admin, and as what. Members read it; only admins (through functions) and the service role write it.';

-- The caller's role, read past RLS (policies call it, and it must not call them back); null for
-- anyone who is not a member.
create function public.team_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.team_members where user_id = (select auth.uid())
$$;

create function public.is_team_member()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select public.team_role() is not null
$$;

create function public.can_publish()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(public.team_role() in ('admin', 'editor'), false)
$$;

create function public.is_team_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(public.team_role() = 'admin', false)
$$;

revoke execute on function public.team_role(), public.is_team_member(), public.can_publish(),
  public.is_team_admin() from public, anon;
grant execute on function public.team_role(), public.is_team_member(), public.can_publish(),
  public.is_team_admin() to authenticated, service_role;

revoke all on table public.team_members from anon, authenticated;
grant select on table public.team_members to authenticated;
grant all on table public.team_members to service_role;
alter table public.team_members enable row level security;

create policy "Members see the team"
  on public.team_members for select to authenticated
  using ((select public.is_team_member()));

-- An account made with a team role in app_metadata joins with it; one whose role is taken out
-- of app_metadata leaves. Only the service role can write app_metadata.
create function private.team_member_from_app_metadata()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed text := new.raw_app_meta_data ->> 'role';
  before text := case when tg_op = 'UPDATE' then old.raw_app_meta_data ->> 'role' end;
begin
  if claimed is not distinct from before then
    return new;
  end if;
  if claimed in ('admin', 'editor', 'author') then
    insert into public.team_members (user_id, role) values (new.id, claimed)
    on conflict (user_id) do update set role = excluded.role, updated_at = now();
  elsif before in ('admin', 'editor', 'author') then
    delete from public.team_members where user_id = new.id;
  end if;
  return new;
end;
$$;

revoke execute on function private.team_member_from_app_metadata() from public, anon, authenticated;

create trigger team_member_from_app_metadata
  after insert or update of raw_app_meta_data on auth.users
  for each row execute function private.team_member_from_app_metadata();

insert into public.team_members (user_id, role)
select id, raw_app_meta_data ->> 'role'
from auth.users
where raw_app_meta_data ->> 'role' in ('admin', 'editor', 'author')
on conflict (user_id) do nothing;

-- Every policy that asked the token now asks the team: publishing (the live tables, the
-- library's changes) takes an editor or an admin; staging, reading the history, presence and
-- adding images take any member.

alter policy "Editors can add site text" on public.website_content
  with check ((select public.can_publish()));
alter policy "Editors can change site text" on public.website_content
  using ((select public.can_publish())) with check ((select public.can_publish()));
alter policy "Editors can remove site text" on public.website_content
  using ((select public.can_publish()));

alter policy "Editors can read the site text history" on public.website_content_history
  using ((select public.is_team_member()));

alter policy "Editors see who else is editing" on realtime.messages
  using (
    (select realtime.topic()) = 'site-editors'
    and realtime.messages.extension = 'presence'
    and (select public.is_team_member())
  );
alter policy "Editors say what they are editing" on realtime.messages
  with check (
    (select realtime.topic()) = 'site-editors'
    and realtime.messages.extension = 'presence'
    and (select public.is_team_member())
  );

alter policy "Editors see staged text" on public.website_content_drafts
  using ((select public.is_team_member()));
alter policy "Editors stage text" on public.website_content_drafts
  with check ((select public.is_team_member()));
-- An author changes or discards only what they staged: what an editor staged is not theirs to
-- replace, and a change under review stays what was reviewed.
alter policy "Editors restage text" on public.website_content_drafts
  using ((select public.is_team_member()) and ((select public.can_publish()) or staged_by = (select auth.uid())))
  with check ((select public.is_team_member()));
alter policy "Editors discard staged text" on public.website_content_drafts
  using ((select public.is_team_member()) and ((select public.can_publish()) or staged_by = (select auth.uid())));

alter policy "Editors can read the collections' history" on public.collection_history
  using ((select public.is_team_member()));

do $$
declare
  collection text;
begin
  foreach collection in array array[
    'services', 'industries', 'leaders', 'company_values', 'milestones', 'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices'
  ] loop
    execute format(
      'alter policy "Editors add %s" on public.%I with check ((select public.can_publish()))',
      collection, collection);
    execute format(
      'alter policy "Editors change %s" on public.%I using ((select public.can_publish())) with check ((select public.can_publish()))',
      collection, collection);
    execute format(
      'alter policy "Editors remove %s" on public.%I using ((select public.can_publish()))',
      collection, collection);
  end loop;
end;
$$;

alter policy "Editors add redirects" on public.redirects
  with check ((select public.can_publish()));
alter policy "Editors change redirects" on public.redirects
  using ((select public.can_publish())) with check ((select public.can_publish()));
alter policy "Editors remove redirects" on public.redirects
  using ((select public.can_publish()));

alter policy "Editors see staged items" on public.collection_drafts
  using ((select public.is_team_member()));
alter policy "Editors stage items" on public.collection_drafts
  with check ((select public.is_team_member()));
alter policy "Editors restage items" on public.collection_drafts
  using ((select public.is_team_member()) and ((select public.can_publish()) or staged_by = (select auth.uid())))
  with check ((select public.is_team_member()));
alter policy "Editors discard staged items" on public.collection_drafts
  using ((select public.is_team_member()) and ((select public.can_publish()) or staged_by = (select auth.uid())));

alter policy "Editors list site media" on storage.objects
  using (bucket_id = 'site-media' and (select public.is_team_member()));
alter policy "Editors add site media" on storage.objects
  with check (bucket_id = 'site-media' and (select public.is_team_member()));
alter policy "Editors replace site media" on storage.objects
  using (bucket_id = 'site-media' and (select public.can_publish()))
  with check (bucket_id = 'site-media' and (select public.can_publish()));
alter policy "Editors remove site media" on storage.objects
  using (bucket_id = 'site-media' and (select public.can_publish()));

alter policy "Editors add media" on public.media
  with check ((select public.is_team_member()));
alter policy "Editors change media" on public.media
  using ((select public.can_publish())) with check ((select public.can_publish()));
alter policy "Editors remove media" on public.media
  using ((select public.can_publish()));

alter policy "Editors add share images" on public.page_share_images
  with check ((select public.can_publish()));
alter policy "Editors change share images" on public.page_share_images
  using ((select public.can_publish())) with check ((select public.can_publish()));
alter policy "Editors remove share images" on public.page_share_images
  using ((select public.can_publish()));

-- Publishing asks the team too: publish_site_text_drafts() is redefined with the review
-- migration that follows (20261128020000_reviews.sql), around publish_staged_changes().
