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
alter policy "Editors restage text" on public.website_content_drafts
  using ((select public.is_team_member())) with check ((select public.is_team_member()));
alter policy "Editors discard staged text" on public.website_content_drafts
  using ((select public.is_team_member()));

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
  using ((select public.is_team_member())) with check ((select public.is_team_member()));
alter policy "Editors discard staged items" on public.collection_drafts
  using ((select public.is_team_member()));

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

-- Publishing asks the team too (it runs as the caller, so the policies above decide the rest).
create or replace function public.publish_site_text_drafts()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  texts public.website_content_drafts[];
  items public.collection_drafts[];
  draft public.collection_drafts;
  target regclass;
  columns text;
  applied integer;
  label text;
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can publish staged changes' using errcode = '42501';
  end if;

  -- What is published is exactly what is taken off the stage, in one statement each: a change
  -- staged while this runs stays staged for the next publish. Two editors publishing at once:
  -- the second waits for the first, then finds nothing left.
  with taken as (delete from public.collection_drafts returning *)
  select coalesce(array_agg(taken order by staged_at, collection, item_id), '{}')
    into items from taken;
  with taken as (delete from public.website_content_drafts returning *)
  select coalesce(array_agg(taken), '{}') into texts from taken;

  -- Each staged item is read through its table's own row type (jsonb_populate_record), so the
  -- table's domains and checks hold as for any write; keys that are not its editable columns
  -- are ignored.
  foreach draft in array items loop
    target := format('public.%I', draft.collection)::regclass;
    label := coalesce('"' || coalesce(draft.item ->> 'name', draft.item ->> 'title',
      draft.item ->> 'question', draft.item ->> 'day') || '"', 'an item');
    begin
      if draft.item is null then
        execute format('delete from %s where id = $1 and updated_at = $2', target)
          using draft.item_id, draft.base_updated_at;
      else
        select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
          into columns
        from pg_catalog.pg_attribute a
        where a.attrelid = target and a.attnum > 0 and not a.attisdropped
          and a.attname not in ('id', 'sort_order', 'created_at', 'updated_at')
          and draft.item ? a.attname;
        if columns is null then
          raise exception 'The staged % has no fields to publish', label using errcode = '22023';
        end if;
        if draft.base_updated_at is null then
          -- A new item goes at the end of its list, as an item added straight away does. One
          -- added meanwhile under the same id (saved straight from its staged form) is not
          -- added twice: it counts as overtaken.
          execute format(
            'insert into %1$s (id, sort_order, %2$s)
             select $2, (select coalesce(max(sort_order), -1) + 1 from %1$s), %2$s
             from jsonb_populate_record(null::%1$s, $1)
             on conflict (id) do nothing',
            target, columns)
            using draft.item, draft.item_id;
        else
          execute format(
            'update %1$s set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1))
             where id = $2 and updated_at = $3',
            target, columns)
            using draft.item, draft.item_id, draft.base_updated_at;
        end if;
      end if;
      get diagnostics applied = row_count;
    exception when unique_violation then
      raise exception 'The staged % uses an address or id another item already has. Open it to change that, or discard it.',
        label using errcode = '23505';
    end;
    if applied = 0 then
      raise exception 'The staged change to % was overtaken: someone changed or removed it after it was staged. Open it to stage it again, or discard it.',
        label using errcode = '40001';
    end if;
  end loop;

  insert into public.website_content as live (content_key, content_value)
  select d.content_key, d.content_value
  from unnest(texts) d
  where d.content_value is not null
  on conflict (content_key) do update
    set content_value = excluded.content_value
    where live.content_value is distinct from excluded.content_value;

  delete from public.website_content live
  using unnest(texts) d
  where d.content_key = live.content_key and d.content_value is null;

  return cardinality(texts) + cardinality(items);
end;
$$;
