-- Moving items in a collection's list.
--
-- A move is not an edit of the item: updated_at (what an editor's save is compared against) now
-- changes only when a field does, so reordering a list never makes an open form's save look
-- like a conflict. The history still records the move.
create function public.collections_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'sort_order' - 'updated_at') = (to_jsonb(old) - 'sort_order' - 'updated_at') then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.collections_set_updated_at() from public, anon, authenticated;

do $$
declare
  collection text;
begin
  foreach collection in array array[
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices'
  ] loop
    execute format('drop trigger %I on public.%I', collection || '_set_updated_at', collection);
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.collections_set_updated_at()',
      collection || '_set_updated_at', collection);
  end loop;
end;
$$;

-- Puts a collection's items in the given order, all at once or not at all. `ids` must be every
-- item of the collection exactly once: a list read before another editor added or removed an
-- item is refused rather than half applied. Runs with the caller's rights, so only editors
-- (by the tables' policies) move anything.
create function public.reorder_collection(collection text, ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored uuid[];
  given uuid[];
begin
  if collection is null or collection not in (
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices'
  ) then
    raise exception 'There is no collection called %.', coalesce(collection, 'null')
      using errcode = '22023';
  end if;
  execute format('select coalesce(array_agg(id order by id), ''{}'') from public.%I', collection)
    into stored;
  select coalesce(array_agg(id order by id), '{}') into given from unnest(ids) id;
  if stored is distinct from given then
    raise exception 'The list of % changed since it was read.', collection
      using errcode = '40001', hint = 'Reload the list and move the item again.';
  end if;
  execute format(
    'update public.%I item set sort_order = listed.position - 1 '
    'from unnest($1) with ordinality as listed(id, position) '
    'where item.id = listed.id and item.sort_order <> listed.position - 1',
    collection)
    using ids;
end;
$$;

revoke execute on function public.reorder_collection(text, uuid[]) from public, anon;
grant execute on function public.reorder_collection(text, uuid[]) to authenticated, service_role;
