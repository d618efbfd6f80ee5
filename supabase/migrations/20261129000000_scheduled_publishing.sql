-- Scheduled publishing: an editor or admin gives what is staged a time to go live ("Monday
-- 09:00"), and may reschedule or cancel it until then. pg_cron runs
-- private.publish_due_publications() every ten seconds; it publishes each publication that is
-- due as the person who scheduled it (if they still may publish), and the history records those
-- changes as "scheduled by" them. A publication that cannot go live (its scheduler left the
-- team, or a staged item was overtaken) is marked failed with the reason, and its changes are
-- staged again, never half published.
--
-- The staged changes a publication holds carry its id (schedule_id). Publish (everything else)
-- leaves them for their time; restaging one keeps it in its publication; discarding one takes it
-- out.

-- Hosted projects enable pg_cron as an extension; the local backend provides the same `cron`.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron;
  end if;
end;
$$;

create table public.scheduled_publications (
  id uuid primary key default gen_random_uuid(),
  go_live_at timestamptz not null,
  -- The zone the time was chosen in, so colleagues elsewhere also see it as it was meant.
  time_zone text not null default 'UTC'
    constraint scheduled_publications_time_zone check (time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'),
  status text not null default 'scheduled'
    constraint scheduled_publications_status
      check (status in ('scheduled', 'published', 'cancelled', 'failed')),
  -- Who set the time last: the publication goes live as them.
  scheduled_by uuid references auth.users (id) on delete set null,
  scheduled_by_email text,
  -- How strongly they were signed in, so two-factor rules hold at the time it runs as then.
  scheduled_aal text not null default 'aal1'
    constraint scheduled_publications_aal check (scheduled_aal in ('aal1', 'aal2')),
  -- Runs that met a passing obstacle (a deadlock, a lock timeout) and left it for the next run.
  attempts integer not null default 0,
  -- How many changes went live, or why none did.
  published integer,
  error text,
  finished_at timestamptz,
  finished_by_email text,
  created_at timestamptz not null default now(),
  constraint scheduled_publications_finished check ((status = 'scheduled') = (finished_at is null))
);

comment on table public.scheduled_publications is
  'Staged changes given a time to go live. Written through schedule_publication(), reschedule_publication(), cancel_publication() and the pg_cron job only.';

create index scheduled_publications_due on public.scheduled_publications (go_live_at)
  where status = 'scheduled';
create index scheduled_publications_created on public.scheduled_publications (created_at desc);

revoke all on table public.scheduled_publications from anon, authenticated;
grant select on table public.scheduled_publications to authenticated;
grant all on table public.scheduled_publications to service_role;
alter table public.scheduled_publications enable row level security;

create policy "Members see what is scheduled"
  on public.scheduled_publications for select to authenticated
  using ((select public.is_team_member()));

alter publication supabase_realtime add table public.scheduled_publications;

alter table public.website_content_drafts
  add column schedule_id uuid references public.scheduled_publications (id) on delete set null;
alter table public.collection_drafts
  add column schedule_id uuid references public.scheduled_publications (id) on delete set null;
create index website_content_drafts_schedule on public.website_content_drafts (schedule_id)
  where schedule_id is not null;
create index collection_drafts_schedule on public.collection_drafts (schedule_id)
  where schedule_id is not null;

-- Who staged a draft and when is the server's to say, also when a draft is staged again. Which
-- publication it belongs to is the scheduling functions' to say: an API caller cannot set it;
-- restaging keeps it when the restager publishes (an editor correcting Monday's announcement
-- keeps it for Monday) and takes it out otherwise (an author's change goes through review).
-- Scheduling or unscheduling a change does not restage it.
create or replace function public.website_content_drafts_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.schedule_id := case when tg_op = 'UPDATE' and public.can_publish() then old.schedule_id end;
  end if;
  if tg_op = 'UPDATE' and new.schedule_id is distinct from old.schedule_id then
    new.staged_by := old.staged_by;
    new.staged_by_email := old.staged_by_email;
    new.staged_at := old.staged_at;
    return new;
  end if;
  new.staged_by := auth.uid();
  new.staged_by_email := auth.jwt() ->> 'email';
  new.staged_at := now();
  return new;
end;
$$;

-- Scheduling or unscheduling a staged item is no new choice of images: only a change to the item
-- checks that its images are still in the library (20261127020000_media_guards.sql).
drop trigger collection_drafts_images_exist on public.collection_drafts;
create trigger collection_drafts_images_exist
  before insert or update of item on public.collection_drafts
  for each row execute function public.collection_drafts_images_exist();

-- Who made a recorded change, for both histories: a signed-in user, a scheduled publication (in
-- the name of whoever scheduled it), the service role, or a session with no API caller.
create function private.change_actor(out kind text, out actor uuid, out email text)
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  if claims is null then
    kind := 'sql';
  elsif claims ->> 'role' = 'service_role' then
    kind := 'service_role';
  else
    kind := case when coalesce(current_setting('publishing.schedule', true), '') = ''
      then 'user' else 'schedule' end;
    actor := nullif(claims ->> 'sub', '')::uuid;
    email := nullif(claims ->> 'email', '');
  end if;
end;
$$;

revoke execute on function private.change_actor() from public, anon, authenticated;

alter table public.website_content_history
  drop constraint website_content_history_actor_kind,
  add constraint website_content_history_actor_kind
    check (actor_kind in ('user', 'schedule', 'service_role', 'sql'));
alter table public.collection_history
  drop constraint collection_history_actor_kind,
  add constraint collection_history_actor_kind
    check (actor_kind in ('user', 'schedule', 'service_role', 'sql'));

create or replace function public.website_content_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
begin
  -- An update that changes nothing but the timestamp is not a change to the text.
  if tg_op = 'UPDATE' and old.content_value is not distinct from new.content_value
     and old.content_key is not distinct from new.content_key then
    return null;
  end if;

  select * into who from private.change_actor();
  insert into public.website_content_history
    (content_id, content_key, operation, old_value, new_value, actor_kind, actor_id, actor_email)
  values (
    case when tg_op = 'DELETE' then old.id else new.id end,
    case when tg_op = 'DELETE' then old.content_key else new.content_key end,
    tg_op,
    case when tg_op = 'INSERT' then null else old.content_value end,
    case when tg_op = 'DELETE' then null else new.content_value end,
    who.kind,
    who.actor,
    who.email
  );
  return null;
end;
$$;

create or replace function public.collections_record_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who record;
  before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
begin
  -- An update that changes nothing but the timestamp is not a change to the item.
  if tg_op = 'UPDATE' and (before - 'updated_at') = (after - 'updated_at') then
    return null;
  end if;

  select * into who from private.change_actor();
  insert into public.collection_history
    (collection, item_id, operation, old_row, new_row, actor_kind, actor_id, actor_email)
  values (
    tg_table_name,
    coalesce(after ->> 'id', before ->> 'id')::uuid,
    tg_op,
    before,
    after,
    who.kind,
    who.actor,
    who.email
  );
  return null;
end;
$$;

-- Publishing takes one set of staged changes off the stage: one person's (only_by, for review),
-- one due publication's (schedule, for the job only), or everything else (Publish): not
-- authors' changes, which go live through review, nor scheduled ones, which wait for their time.
drop function public.publish_staged_changes(uuid);

create function public.publish_staged_changes(only_by uuid, schedule uuid default null)
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
  -- The job names the publication it runs in a setting API callers cannot make.
  if schedule is not null and (
    coalesce(current_setting('publishing.schedule', true), '') <> schedule::text
    or not exists (
      select 1 from public.scheduled_publications p
      where p.id = schedule and p.status = 'scheduled' and p.go_live_at <= now()
    )
  ) then
    raise exception 'A publication goes live at its time: reschedule it to publish it sooner.'
      using errcode = '55000';
  end if;

  -- What is published is exactly what is taken off the stage, in one statement each: a change
  -- staged while this runs stays staged for the next publish. Two editors publishing at once:
  -- the second waits for the first, then finds nothing left.
  with taken as (
    delete from public.collection_drafts d
    where case
      when schedule is not null then d.schedule_id = schedule
        and not public.staged_by_author(d.staged_by)
      when only_by is null then d.schedule_id is null and not public.staged_by_author(d.staged_by)
      else d.schedule_id is null and d.staged_by = only_by end
    returning *
  )
  select coalesce(array_agg(taken order by staged_at, collection, item_id), '{}')
    into items from taken;
  with taken as (
    delete from public.website_content_drafts d
    where case
      when schedule is not null then d.schedule_id = schedule
        and not public.staged_by_author(d.staged_by)
      when only_by is null then d.schedule_id is null and not public.staged_by_author(d.staged_by)
      else d.schedule_id is null and d.staged_by = only_by end
    returning *
  )
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

revoke execute on function public.publish_staged_changes(uuid, uuid) from public, anon;
grant execute on function public.publish_staged_changes(uuid, uuid) to authenticated;

-- A time to go live: later than now, within a year (a typo in the year is not a plan).
create function private.check_go_live(go_live_at timestamptz, time_zone text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if go_live_at is null or go_live_at <= now() then
    raise exception 'Choose a time that is still to come.' using errcode = '22023';
  end if;
  if go_live_at > now() + interval '1 year' then
    raise exception 'Choose a time within the next year.' using errcode = '22023';
  end if;
  if time_zone is null or time_zone !~ '^[A-Za-z0-9_+/-]{1,64}$'
    or not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = time_zone) then
    raise exception 'The time zone is not one this database knows.' using errcode = '22023';
  end if;
end;
$$;

revoke execute on function private.check_go_live(timestamptz, text) from public, anon, authenticated;

-- What Publish would publish now is given the time instead: up to as_of (the latest change the
-- editor saw staged), so a change someone stages meanwhile is not scheduled unseen; not a change
-- whose author waits for review. Written past RLS after the checks: the caller must be able to
-- publish (as the job will be, in their name). Items first, then texts, as publishing locks them.
create function public.schedule_publication(
  go_live_at timestamptz, time_zone text default 'UTC', as_of timestamptz default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  publication uuid;
  taken integer;
  more integer;
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can schedule publishing' using errcode = '42501';
  end if;
  perform private.check_go_live(go_live_at, time_zone);
  insert into public.scheduled_publications
    (go_live_at, time_zone, scheduled_by, scheduled_by_email, scheduled_aal)
  values (go_live_at, time_zone, auth.uid(), auth.jwt() ->> 'email',
    case when auth.jwt() ->> 'aal' = 'aal2' then 'aal2' else 'aal1' end)
  returning id into publication;
  update public.collection_drafts d set schedule_id = publication
  where d.schedule_id is null and not public.staged_by_author(d.staged_by)
    and (as_of is null or d.staged_at <= as_of)
    and not exists (
      select 1 from public.review_requests r where r.author = d.staged_by and r.status = 'open'
    );
  get diagnostics taken = row_count;
  update public.website_content_drafts d set schedule_id = publication
  where d.schedule_id is null and not public.staged_by_author(d.staged_by)
    and (as_of is null or d.staged_at <= as_of)
    and not exists (
      select 1 from public.review_requests r where r.author = d.staged_by and r.status = 'open'
    );
  get diagnostics more = row_count;
  if taken + more = 0 then
    raise exception 'Nothing staged is waiting to be published: stage a change first.'
      using errcode = 'P0002';
  end if;
  return publication;
end;
$$;

create function public.reschedule_publication(
  publication uuid, go_live_at timestamptz, time_zone text default 'UTC')
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can schedule publishing' using errcode = '42501';
  end if;
  perform private.check_go_live(go_live_at, time_zone);
  update public.scheduled_publications p
  set go_live_at = reschedule_publication.go_live_at,
    time_zone = reschedule_publication.time_zone,
    scheduled_by = auth.uid(), scheduled_by_email = auth.jwt() ->> 'email',
    scheduled_aal = case when auth.jwt() ->> 'aal' = 'aal2' then 'aal2' else 'aal1' end
  where p.id = publication and p.status = 'scheduled';
  if not found then
    raise exception 'This publication went live or was cancelled meanwhile.' using errcode = '40001';
  end if;
end;
$$;

-- Cancelling puts its changes back among the staged ones, to publish, schedule or discard.
create function public.cancel_publication(publication uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can cancel a scheduled publication' using errcode = '42501';
  end if;
  update public.scheduled_publications p
  set status = 'cancelled', finished_at = now(), finished_by_email = auth.jwt() ->> 'email'
  where p.id = publication and p.status = 'scheduled';
  if not found then
    raise exception 'This publication went live or was cancelled meanwhile.' using errcode = '40001';
  end if;
  update public.website_content_drafts set schedule_id = null where schedule_id = publication;
  update public.collection_drafts set schedule_id = null where schedule_id = publication;
end;
$$;

revoke execute on function public.schedule_publication(timestamptz, text, timestamptz),
  public.reschedule_publication(uuid, timestamptz, text), public.cancel_publication(uuid)
  from public, anon;
grant execute on function public.schedule_publication(timestamptz, text, timestamptz),
  public.reschedule_publication(uuid, timestamptz, text), public.cancel_publication(uuid)
  to authenticated;

-- The job: each due publication in turn, in its own subtransaction, as the person who scheduled
-- it (their id, email and sign-in strength as when they set the time), so the same rules hold as
-- when they press Publish, and the history names them. One that fails is rolled back whole and
-- marked failed with the database's reason, its changes staged again; one that met a passing
-- obstacle (a deadlock, a lock or statement timeout) is tried again at the next run, five times.
create function private.publish_due_publications()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due public.scheduled_publications;
  published_count integer;
  done integer := 0;
begin
  for due in
    select * from public.scheduled_publications p
    where p.status = 'scheduled' and p.go_live_at <= now()
    order by p.go_live_at
    for update skip locked
  loop
    perform set_config('request.jwt.claims', jsonb_build_object(
      'role', 'authenticated', 'sub', due.scheduled_by, 'email', due.scheduled_by_email,
      'aal', due.scheduled_aal)::text, true);
    perform set_config('publishing.schedule', due.id::text, true);
    begin
      if due.scheduled_by is null or not public.can_publish() then
        raise exception '% can no longer publish, so nothing went live.',
          coalesce(due.scheduled_by_email, 'Whoever scheduled this') using errcode = '42501';
      end if;
      published_count := public.publish_staged_changes(null, due.id);
      update public.scheduled_publications
      set status = 'published', published = published_count, finished_at = now()
      where id = due.id;
      done := done + 1;
    exception when others then
      -- What is done here must not fail the run: the other due publications go on.
      begin
        if sqlstate in ('40P01', '55P03', '57014') and due.attempts < 4 then
          update public.scheduled_publications set attempts = attempts + 1 where id = due.id;
        else
          update public.scheduled_publications
          set status = 'failed', error = sqlerrm, finished_at = now(), attempts = attempts + 1
          where id = due.id;
          update public.collection_drafts set schedule_id = null where schedule_id = due.id;
          update public.website_content_drafts set schedule_id = null where schedule_id = due.id;
        end if;
      exception when others then
        raise warning 'scheduled publication % could not be marked: %', due.id, sqlerrm;
      end;
    end;
  end loop;
  perform set_config('request.jwt.claims', '', true);
  perform set_config('publishing.schedule', '', true);
  return done;
end;
$$;

revoke execute on function private.publish_due_publications() from public, anon, authenticated;

-- Every ten seconds (pg_cron 1.5 or later, as hosted projects have): a publication goes live
-- at most ten seconds after its time. Its pages follow through the site's revalidation hook
-- (20261123000000_site_text_revalidation.sql), which production must have set.
select cron.schedule('publish-scheduled-changes', '10 seconds',
  'select private.publish_due_publications()');

-- Eight thousand runs a day are logged; a week of them is enough to look back on.
select cron.schedule('forget-old-job-runs', '42 4 * * *',
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$);
