-- Texts stored by position for the lists inside pages move into the collections' rows, and a
-- text that cannot move stays where it is.

-- test: stored texts move into the row at their position and leave the site text
insert into public.website_content (content_key, content_value) values
  ('about.values.items.1.title', 'Teamwork'),
  ('about.history.milestones.0.year', '2023'),
  ('contact.faq.items.3.answer', 'Under NDA, always.'),
  ('contact.office-hours.entries.2.hours', 'By appointment'),
  ('about.leadership.people.0.image-alt', 'Photo of Arjun Raghavan');
select rls_test.expect(private.move_list_texts_into_rows() = 5, 'five texts moved');
select rls_test.expect(
  (select title from public.company_values order by sort_order, id offset 1 limit 1) = 'Teamwork',
  'the second value has the stored title');
select rls_test.expect(
  (select year from public.milestones order by sort_order, id limit 1) = 2023,
  'a stored year becomes the milestone''s number');
select rls_test.expect(
  (select answer from public.faqs order by sort_order, id offset 3 limit 1) = 'Under NDA, always.',
  'the fourth question has the stored answer');
select rls_test.expect(
  (select hours from public.office_hours order by sort_order, id offset 2 limit 1) = 'By appointment',
  'the third day has the stored hours');
select rls_test.expect(
  (select portrait_alt from public.leaders order by sort_order, id limit 1) = 'Photo of Arjun Raghavan',
  'the first leader has the stored portrait text');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key in (
    'about.values.items.1.title', 'about.history.milestones.0.year', 'contact.faq.items.3.answer',
    'contact.office-hours.entries.2.hours', 'about.leadership.people.0.image-alt')),
  'the moved texts left the site text');
select rls_test.expect(
  (select count(*) from public.website_content_history
    where content_key = 'about.values.items.1.title' and operation = 'DELETE') = 1,
  'the site text''s history keeps the moved text');
select rls_test.expect(
  exists (select 1 from public.collection_history
    where collection = 'company_values' and operation = 'UPDATE' and new_row ->> 'title' = 'Teamwork'),
  'the row''s history records the change');

-- test: a text with no row at its position or a value the column refuses stays
insert into public.website_content (content_key, content_value) values
  ('about.values.items.9.title', 'Nowhere to go'),
  ('about.history.milestones.1.year', 'Twenty twenty-five'),
  ('contact.departments.entries.0.email', 'not an address'),
  ('about.values.items.0.icon', 'shield');
select rls_test.expect(private.move_list_texts_into_rows() = 0, 'nothing moved');
select rls_test.expect(
  (select count(*) from public.website_content where content_key in (
    'about.values.items.9.title', 'about.history.milestones.1.year',
    'contact.departments.entries.0.email', 'about.values.items.0.icon')) = 4,
  'all four texts are still stored');
select rls_test.expect(
  (select year from public.milestones order by sort_order, id offset 1 limit 1) = 2025,
  'the milestone keeps its year');

-- test: nobody but the database runs the move
select rls_test.expect(
  not has_function_privilege(api_role, 'private.move_list_texts_into_rows()', 'execute'),
  format('%s cannot run the move', api_role))
from unnest(array['anon', 'authenticated']) as api_role;
