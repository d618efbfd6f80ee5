-- Removes an item and, for a service or industry, can send its address on to another page in
-- the same transaction: the redirect is never missing after the removal, and redirects that
-- pointed at the removed page point at the new target instead, so no visitor goes through two
-- hops. Runs as the caller (security invoker): the tables' policies decide, and the history
-- records the removal under the editor's name. Returns the removed row, or null when there was
-- none (already removed, or not the caller's to remove).
create function public.remove_collection_item(collection text, item uuid, redirect_to text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed jsonb;
  removed_path text;
begin
  if collection is null or collection not in (
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices', 'redirects'
  ) then
    raise exception 'There is no collection called %.', coalesce(collection, 'null')
      using errcode = '22023';
  end if;
  if redirect_to is not null and collection not in ('services', 'industries') then
    raise exception 'Only services and industries have an address to send on.'
      using errcode = '22023';
  end if;

  execute format('delete from public.%I removed where id = $1 returning to_jsonb(removed.*)', collection)
    into removed using item;
  if removed is null or redirect_to is null then
    return removed;
  end if;

  removed_path := '/' || collection || '/' || (removed ->> 'slug');
  if redirect_to <> removed_path then
    update public.redirects r set target_path = redirect_to
      where r.target_path = removed_path and r.source_path <> redirect_to;
    insert into public.redirects (source_path, target_path, sort_order)
    values (
      removed_path,
      redirect_to,
      (select coalesce(max(sort_order), -1) + 1 from public.redirects)
    )
    on conflict (source_path) do update set target_path = excluded.target_path;
  end if;
  return removed;
end;
$$;

revoke execute on function public.remove_collection_item(text, uuid, text) from public, anon;
grant execute on function public.remove_collection_item(text, uuid, text) to authenticated, service_role;
