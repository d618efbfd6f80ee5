-- The company's email, phone, address and office name are the first office's (public.offices)
-- now, not site text. This moves what an editor stored for them (`contact.email`,
-- `contact.phone`, `contact.address`, `locations.office.title`) into that row, as the earlier
-- migrations did for the other items. A stored text equal to what the office was created with
-- changes nothing and only leaves the site text. The address is one line as the site printed
-- it ("street, city, region postal code, country"); a line not of that shape cannot be split
-- into the office's fields, so it stays, listed in /admin under texts no page shows.

create function private.move_contact_texts_into_office()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  mapping record;
  stored text;
  office uuid;
  created jsonb;
  parts text[];
  moved integer := 0;
begin
  select id into office from public.offices order by sort_order, id limit 1;
  if office is null then
    return 0;
  end if;
  select history.new_row into created
  from public.collection_history history
  where history.collection = 'offices' and history.item_id = office and history.operation = 'INSERT'
  order by history.changed_at
  limit 1;

  for mapping in
    select * from (values
      ('contact.email', 'email'),
      ('contact.phone', 'phone'),
      ('locations.office.title', 'name')
    ) as m(content_key, column_name)
  loop
    select content_value into stored from public.website_content where content_key = mapping.content_key;
    continue when stored is null;
    -- The office form's rule for a number visitors can dial (content/admin-collections.ts): a
    -- number it would refuse stays as text, so the office can still be saved.
    continue when mapping.column_name = 'phone' and stored !~ '^\+?[0-9][0-9 ().-]{3,27}[0-9]$';
    if created is null or created ->> mapping.column_name is distinct from stored then
      begin
        execute format('update public.offices set %I = $1 where id = $2', mapping.column_name)
          using stored, office;
      exception when others then
        continue;
      end;
    end if;
    delete from public.website_content where content_key = mapping.content_key;
    moved := moved + 1;
  end loop;

  select content_value into stored from public.website_content where content_key = 'contact.address';
  parts := regexp_match(stored, '^(.+), ([^,]+), ([^,]+) ([^, ]+), ([^,]+)$');
  if parts is not null then
    if created is null or format('%s, %s, %s %s, %s', created ->> 'street', created ->> 'city',
        created ->> 'region', created ->> 'postal_code', created ->> 'country') <> stored then
      begin
        update public.offices
          set street = parts[1], city = parts[2], region = parts[3], postal_code = parts[4],
            country = parts[5]
          where id = office;
      exception when others then
        return moved;
      end;
    end if;
    delete from public.website_content where content_key = 'contact.address';
    moved := moved + 1;
  end if;
  return moved;
end;
$$;

revoke execute on function private.move_contact_texts_into_office() from public, anon, authenticated;

select private.move_contact_texts_into_office();
