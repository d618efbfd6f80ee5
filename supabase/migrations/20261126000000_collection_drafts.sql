-- Staged items: editors prepare a change to a service, a new FAQ or any other item of the site's
-- lists without visitors seeing it, preview it on the real pages with the staged text, and
-- publish everything staged (text and items) in one transaction. Like staged text, staging is
-- shared: every editor sees what is staged and by whom.

create table public.collection_drafts (
  collection text not null,
  item_id uuid not null,
  -- The item's fields as they will be published (its table's column names); null: the item is
  -- removed on publish.
  item jsonb,
  -- The item's updated_at when it was staged; null for an item that is not on the site yet.
  -- Publishing refuses a staged change whose item was changed or removed since, so it never
  -- overwrites another editor's newer save unseen.
  base_updated_at timestamptz,
  -- How editors know the item in the list of staged changes (a removal has no fields to say).
  label text,
  staged_by uuid default auth.uid(),
  staged_by_email text default (auth.jwt() ->> 'email'),
  staged_at timestamptz not null default now(),
  primary key (collection, item_id),
  constraint collection_drafts_collection check (collection in (
    'services', 'industries', 'home_service_cards', 'company_values', 'leaders', 'milestones',
    'faqs', 'office_hours', 'department_contacts', 'offices'
  )),
  constraint collection_drafts_item check (item is null or jsonb_typeof(item) = 'object'),
  -- Only an item on the site can be staged for removal.
  constraint collection_drafts_removal check (item is not null or base_updated_at is not null),
  constraint collection_drafts_label check (label is null or char_length(label) <= 300)
);

comment on table public.collection_drafts is
  'Staged items, not yet public. Editors only; published by publish_site_text_drafts().';

-- The same stamp as staged text: who staged it and when is the server's to say.
create trigger collection_drafts_stamp
  before insert or update on public.collection_drafts
  for each row execute function public.website_content_drafts_stamp();

revoke all on table public.collection_drafts from anon, authenticated;
grant select, insert, update, delete on table public.collection_drafts to authenticated;
grant all on table public.collection_drafts to service_role;

alter table public.collection_drafts enable row level security;

create policy "Editors see staged items"
  on public.collection_drafts for select to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors stage items"
  on public.collection_drafts for insert to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors restage items"
  on public.collection_drafts for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors discard staged items"
  on public.collection_drafts for delete to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

-- Publishes every staged change, text and items, in one transaction, and returns how many there
-- were. It runs as the caller (security invoker), so the tables' policies decide, and their
-- history triggers record each change under the publishing editor's name. If one staged item
-- cannot be applied, nothing is published.
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
  if coalesce((select auth.jwt() -> 'app_metadata' ->> 'role'), '') <> 'editor' then
    raise exception 'Only editors can publish staged text' using errcode = '42501';
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

revoke execute on function public.publish_site_text_drafts() from public, anon;
grant execute on function public.publish_site_text_drafts() to authenticated;

-- The admin shows staged items live, as other editors stage and publish them.
alter publication supabase_realtime add table public.collection_drafts;
