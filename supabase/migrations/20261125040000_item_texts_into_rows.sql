-- A service's or industry's words could also be stored as site text under its slug
-- (`services.dft.benefits.0.title`), laid over its row by the site. The rows are the one place
-- for those words now: this moves each such text into its item's row and removes it from the
-- site text, whose history keeps it; the row's change is in collection_history.
--
-- A stored text equal to what the item was created with changes nothing (the site showed the
-- row's own value there, which an editor may have changed since); it only leaves the site
-- text. A text that cannot move (no such item or position, or a value the row's checks refuse)
-- stays where it is: /admin lists it under texts no page shows.

create function private.move_item_texts_into_rows()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored record;
  parts text[];
  item_table text;
  item jsonb;
  created jsonb;
  field_path text[];
  column_name text;
  list_index integer;
  moved integer := 0;
begin
  for stored in
    select content_key, content_value from public.website_content
    where content_key ~ '^(services|industries)\.[a-z0-9]+(-[a-z0-9]+)*\.'
    order by content_key
  loop
    parts := string_to_array(stored.content_key, '.');
    item_table := parts[1];
    execute format('select to_jsonb(item) from public.%I item where slug = $1', item_table)
      into item using parts[2];
    continue when item is null;

    -- The key's path within the item as a path into its row: a column, or a column and a
    -- position (and a card's field).
    field_path := case
      when array_length(parts, 1) = 3 and parts[3] in ('name', 'title', 'subtitle', 'overview')
        and item_table = 'services' then array[parts[3]]
      when array_length(parts, 1) = 3 and parts[3] in ('name', 'description', 'title', 'subtitle')
        and item_table = 'industries' then array[parts[3]]
      when array_length(parts, 1) = 3 and parts[3] = 'meta-description' then array['meta_description']
      when item_table = 'industries' and array_length(parts, 1) = 4 and parts[3] = 'intro'
        and parts[4] in ('heading', 'description') then array['intro_' || parts[4]]
      when item_table = 'services' and array_length(parts, 1) = 4 and parts[3] = 'offerings'
        and parts[4] ~ '^[0-9]{1,3}$' then array['offerings', parts[4]]
      when array_length(parts, 1) = 5 and parts[4] ~ '^[0-9]{1,3}$' and parts[5] in ('title', 'description')
        and ((item_table = 'services' and parts[3] = 'benefits')
          or (item_table = 'industries' and parts[3] = 'offerings'))
        then array[case when parts[3] = 'benefits' then 'key_benefits' else 'offerings' end, parts[4], parts[5]]
    end;
    continue when field_path is null or item #>> field_path is null;

    select history.new_row into created
    from public.collection_history history
    where history.collection = item_table
      and history.item_id = (item ->> 'id')::uuid
      and history.operation = 'INSERT'
    order by history.changed_at
    limit 1;

    if created is null or created #>> field_path is distinct from stored.content_value then
      column_name := field_path[1];
      begin
        if array_length(field_path, 1) = 1 then
          execute format('update public.%I set %I = $1 where id = $2', item_table, column_name)
            using stored.content_value, (item ->> 'id')::uuid;
        elsif array_length(field_path, 1) = 2 then
          list_index := field_path[2]::integer + 1;
          execute format('update public.%I set %I[$3] = $1 where id = $2', item_table, column_name)
            using stored.content_value, (item ->> 'id')::uuid, list_index;
        else
          execute format(
            'update public.%I set %I = jsonb_set(%I, $3, to_jsonb($1::text), false) where id = $2',
            item_table, column_name, column_name)
            using stored.content_value, (item ->> 'id')::uuid, field_path[2:3];
        end if;
      exception when others then
        continue;
      end;
    end if;
    delete from public.website_content where content_key = stored.content_key;
    moved := moved + 1;
  end loop;
  return moved;
end;
$$;

revoke execute on function private.move_item_texts_into_rows() from public, anon, authenticated;

select private.move_item_texts_into_rows();
