-- Review: an author (who only stages) asks for what they staged to be published; an editor or
-- an admin approves it (it is published, theirs and nothing else staged) or sends it back with
-- a comment. Each request keeps its whole story (submitted, decided, by whom, the words said),
-- and the history of the published changes names the editor who approved them.

-- Whether a change was staged by an author: theirs go live through review only.
create function public.staged_by_author(who uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.team_members m where m.user_id = who and m.role = 'author'
  )
$$;

revoke execute on function public.staged_by_author(uuid) from public, anon;
grant execute on function public.staged_by_author(uuid) to authenticated;

-- Publishing, for one person's staged changes (only_by), or for everything staged except what
-- authors staged (only_by null: publish_site_text_drafts(), the Publish buttons), which goes
-- live through review. The same checks and the same single transaction as before.
create function public.publish_staged_changes(only_by uuid)
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
  with taken as (
    delete from public.collection_drafts d
    where case when only_by is null then not public.staged_by_author(d.staged_by)
      else d.staged_by = only_by end
    returning *
  )
  select coalesce(array_agg(taken order by staged_at, collection, item_id), '{}')
    into items from taken;
  with taken as (
    delete from public.website_content_drafts d
    where case when only_by is null then not public.staged_by_author(d.staged_by)
      else d.staged_by = only_by end
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

create or replace function public.publish_site_text_drafts()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select public.publish_staged_changes(null)
$$;

revoke execute on function public.publish_staged_changes(uuid) from public, anon;
grant execute on function public.publish_staged_changes(uuid) to authenticated;

create table public.review_requests (
  id uuid primary key default gen_random_uuid(),
  author uuid not null references auth.users (id) on delete cascade,
  author_email text not null,
  note text constraint review_requests_note check (note is null or char_length(note) <= 2000),
  status text not null default 'open'
    constraint review_requests_status check (status in ('open', 'approved', 'rejected', 'withdrawn')),
  -- The reviewer's words: required to send back, optional to approve.
  comment text constraint review_requests_comment
    check (comment is null or char_length(comment) <= 2000),
  decided_by uuid references auth.users (id) on delete set null,
  decided_by_email text,
  decided_at timestamptz,
  -- What was asked for: each staged change as it stood (what, and when it was staged), so an
  -- approval publishes exactly what the reviewer saw, or nothing.
  changes jsonb not null default '[]',
  -- How many staged changes an approval published.
  published integer,
  created_at timestamptz not null default now(),
  constraint review_requests_decided check ((status = 'open') = (decided_at is null))
);

comment on table public.review_requests is
  'Authors ask for their staged changes to be published; editors and admins approve or send back. Written through functions only.';

-- One open request per author: a second would ask for the same changes twice.
create unique index review_requests_one_open on public.review_requests (author)
  where status = 'open';
create index review_requests_created on public.review_requests (created_at desc);

revoke all on table public.review_requests from anon, authenticated;
grant select on table public.review_requests to authenticated;
grant all on table public.review_requests to service_role;
alter table public.review_requests enable row level security;

create policy "Publishers see every request, authors their own"
  on public.review_requests for select to authenticated
  using ((select public.can_publish()) or author = (select auth.uid()));

alter publication supabase_realtime add table public.review_requests;

-- One person's staged changes as they stand (what, when staged, a digest of the words): sorted,
-- so two readings of the same changes compare equal.
create function private.staged_changes_of(who uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(change order by change), '[]')
  from (
    select format('text:%s@%s:%s', d.content_key, extract(epoch from d.staged_at),
      md5(coalesce(d.content_value, ''))) as change
    from public.website_content_drafts d where d.staged_by = who
    union all
    select format('item:%s:%s@%s:%s', d.collection, d.item_id, extract(epoch from d.staged_at),
      md5(coalesce(d.item::text, '')))
    from public.collection_drafts d where d.staged_by = who
  ) staged
$$;

revoke execute on function private.staged_changes_of(uuid) from public, anon, authenticated;

create function public.submit_for_review(note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  request uuid;
begin
  if not public.is_team_member() then
    raise exception 'Only members of the team can ask for a review' using errcode = '42501';
  end if;
  if not exists (select 1 from public.website_content_drafts where staged_by = me)
    and not exists (select 1 from public.collection_drafts where staged_by = me) then
    raise exception 'Nothing you staged is waiting: stage a change first.' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.review_requests where author = me and status = 'open') then
    raise exception 'Your changes are already waiting for review.' using errcode = '23505';
  end if;
  insert into public.review_requests (author, author_email, note, changes)
  values (me, coalesce(auth.jwt() ->> 'email', (select u.email from auth.users u where u.id = me)),
    nullif(btrim(submit_for_review.note), ''), private.staged_changes_of(me))
  returning id into request;
  return request;
end;
$$;

-- Decisions are written past RLS (the table takes no writes from users), after each function
-- checks the caller may decide. Approving publishes the author's staged changes within the
-- same transaction, checked as the caller (publish_staged_changes asks can_publish()), and the
-- history names the caller; all or nothing.
create function public.approve_review(request uuid, comment text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  asked public.review_requests;
  count integer;
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can approve' using errcode = '42501';
  end if;
  select * into asked from public.review_requests r
  where r.id = request and r.status = 'open' for update;
  if asked.id is null then
    raise exception 'This request was decided or withdrawn meanwhile.' using errcode = '40001';
  end if;
  -- Changed since asking (restaged, discarded, more staged): not what was reviewed.
  if private.staged_changes_of(asked.author) is distinct from asked.changes then
    raise exception 'The author changed what they staged after asking for review. Send it back so they ask again.'
      using errcode = '40001';
  end if;
  count := public.publish_staged_changes(asked.author);
  update public.review_requests r
  set status = 'approved', comment = nullif(btrim(approve_review.comment), ''),
    decided_by = auth.uid(), decided_by_email = auth.jwt() ->> 'email', decided_at = now(),
    published = count
  where r.id = request;
  return count;
end;
$$;

create function public.reject_review(request uuid, comment text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins can send changes back' using errcode = '42501';
  end if;
  if reject_review.comment is null or btrim(reject_review.comment) = '' then
    raise exception 'Say what should change, so the author knows.' using errcode = '22023';
  end if;
  update public.review_requests r
  set status = 'rejected', comment = btrim(reject_review.comment), decided_by = auth.uid(),
    decided_by_email = auth.jwt() ->> 'email', decided_at = now()
  where r.id = request and r.status = 'open';
  if not found then
    raise exception 'This request was decided or withdrawn meanwhile.' using errcode = '40001';
  end if;
end;
$$;

create function public.withdraw_review(request uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.review_requests r
  set status = 'withdrawn', decided_by = auth.uid(),
    decided_by_email = auth.jwt() ->> 'email', decided_at = now()
  where r.id = request and r.author = auth.uid() and r.status = 'open';
  if not found then
    raise exception 'This request was decided or withdrawn meanwhile.' using errcode = '40001';
  end if;
end;
$$;

revoke execute on function public.submit_for_review(text), public.approve_review(uuid, text),
  public.reject_review(uuid, text), public.withdraw_review(uuid) from public, anon;
grant execute on function public.submit_for_review(text), public.approve_review(uuid, text),
  public.reject_review(uuid, text), public.withdraw_review(uuid) to authenticated;
