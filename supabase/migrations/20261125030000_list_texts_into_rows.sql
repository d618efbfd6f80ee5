-- The lists inside pages (home service cards, values, leaders, milestones, department contacts,
-- FAQs, office hours) are edited as collections now, not as site text. Their words could be
-- stored as site text by position (`about.values.items.1.title`); this moves each such text
-- into the row at that position, so nothing an editor stored is lost. The text's row leaves
-- website_content, whose history keeps it; the row's change is in collection_history.
--
-- A text that cannot move (no row at its position, or a value the column refuses, such as a
-- year that is not a number) stays where it is: /admin lists it under texts no page shows.

create function private.move_list_texts_into_rows()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  mapping record;
  stored record;
  target uuid;
  moved integer := 0;
begin
  for mapping in
    select * from (values
      ('home.services.cards', 'title', 'home_service_cards', 'title', 'text'),
      ('home.services.cards', 'description', 'home_service_cards', 'description', 'text'),
      ('about.values.items', 'title', 'company_values', 'title', 'text'),
      ('about.values.items', 'description', 'company_values', 'description', 'text'),
      ('about.leadership.people', 'name', 'leaders', 'name', 'text'),
      ('about.leadership.people', 'position', 'leaders', 'position', 'text'),
      ('about.leadership.people', 'experience', 'leaders', 'experience', 'text'),
      ('about.leadership.people', 'image-alt', 'leaders', 'portrait_alt', 'text'),
      ('about.history.milestones', 'year', 'milestones', 'year', 'integer'),
      ('about.history.milestones', 'title', 'milestones', 'title', 'text'),
      ('about.history.milestones', 'description', 'milestones', 'description', 'text'),
      ('contact.departments.entries', 'name', 'department_contacts', 'name', 'text'),
      ('contact.departments.entries', 'email', 'department_contacts', 'email', 'text'),
      ('contact.faq.items', 'question', 'faqs', 'question', 'text'),
      ('contact.faq.items', 'answer', 'faqs', 'answer', 'text'),
      ('contact.office-hours.entries', 'day', 'office_hours', 'day', 'text'),
      ('contact.office-hours.entries', 'hours', 'office_hours', 'hours', 'text')
    ) as m(prefix, field, collection, column_name, column_type)
  loop
    for stored in
      select content_key, content_value,
        split_part(substr(content_key, char_length(mapping.prefix) + 2), '.', 1)::integer as position
      from public.website_content
      where starts_with(content_key, mapping.prefix || '.')
        and substr(content_key, char_length(mapping.prefix) + 2) ~ ('^[0-9]{1,4}\.' || mapping.field || '$')
      order by content_key
    loop
      execute format('select id from public.%I order by sort_order, id offset $1 limit 1', mapping.collection)
        into target using stored.position;
      continue when target is null;
      begin
        execute format('update public.%I set %I = $1::%s where id = $2',
          mapping.collection, mapping.column_name, mapping.column_type)
          using stored.content_value, target;
      exception when others then
        continue;
      end;
      delete from public.website_content where content_key = stored.content_key;
      moved := moved + 1;
    end loop;
  end loop;
  return moved;
end;
$$;

revoke execute on function private.move_list_texts_into_rows() from public, anon, authenticated;

select private.move_list_texts_into_rows();
