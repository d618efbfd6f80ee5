-- Texts stored under a service's or industry's slug move into its row; one equal to what the
-- item was created with leaves the row as it is; one that cannot move stays.

-- test: stored texts move into their items' columns, list lines and cards
update public.services set overview = 'Edited in the row.' where slug = 'dft';
insert into public.website_content (content_key, content_value) values
  ('services.dft.title', 'Design for Test, end to end'),
  ('services.dft.benefits.1.description', 'Fewer escapes, shorter test time.'),
  ('services.dft.offerings.2', 'Scan compression planning'),
  ('industries.bfsi.intro.heading', 'Banking systems that stay up'),
  ('industries.bfsi.offerings.0.title', 'Core banking modernisation'),
  ('services.dft.meta-description', 'DFT services that ship.'),
  ('services.dft.overview',
    (select new_row ->> 'overview' from public.collection_history
      where collection = 'services' and operation = 'INSERT'
        and new_row ->> 'slug' = 'dft' order by changed_at limit 1));
select rls_test.expect(private.move_item_texts_into_rows() = 7, 'seven texts left the site text');
select rls_test.expect(
  (select title from public.services where slug = 'dft') = 'Design for Test, end to end',
  'a text column takes the stored text');
select rls_test.expect(
  (select key_benefits -> 1 ->> 'description' from public.services where slug = 'dft')
    = 'Fewer escapes, shorter test time.',
  'a card''s description takes the stored text');
select rls_test.expect(
  (select offerings[3] from public.services where slug = 'dft') = 'Scan compression planning',
  'a line of a list takes the stored text');
select rls_test.expect(
  (select meta_description from public.services where slug = 'dft') = 'DFT services that ship.',
  'the search description takes the stored text');
select rls_test.expect(
  (select intro_heading from public.industries where slug = 'bfsi') = 'Banking systems that stay up',
  'an industry''s introduction heading takes the stored text');
select rls_test.expect(
  (select offerings -> 0 ->> 'title' from public.industries where slug = 'bfsi')
    = 'Core banking modernisation',
  'an industry''s offering card takes the stored text');
select rls_test.expect(
  (select overview from public.services where slug = 'dft') = 'Edited in the row.',
  'a stored text equal to the created value does not undo the row''s own change');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key like 'services.dft.%'
    or content_key like 'industries.bfsi.%'),
  'the moved texts left the site text');
select rls_test.expect(
  (select count(*) from public.website_content_history
    where content_key = 'services.dft.title' and operation = 'DELETE') = 1,
  'the site text''s history keeps them');

-- test: texts with no item, no such position, no such field or a refused value stay
insert into public.website_content (content_key, content_value) values
  ('services.no-such-service.title', 'Nothing to hold it'),
  ('services.dft.offerings.40', 'No such line'),
  ('services.dft.benefits.5.title', 'No such card'),
  ('services.labels.discuss', 'Talk to us'),
  ('services.dft.slug', 'dft-two'),
  ('industries.bfsi.meta-description', repeat('x', 200));
select rls_test.expect(private.move_item_texts_into_rows() = 0, 'nothing moved');
select rls_test.expect(
  (select count(*) from public.website_content where content_key in (
    'services.no-such-service.title', 'services.dft.offerings.40', 'services.dft.benefits.5.title',
    'services.labels.discuss', 'services.dft.slug', 'industries.bfsi.meta-description')) = 6,
  'all six are still stored');
select rls_test.expect(
  (select array_length(offerings, 1) from public.services where slug = 'dft') = 7
    and (select jsonb_array_length(key_benefits) from public.services where slug = 'dft') = 3,
  'no line or card was added');
select rls_test.expect(
  exists (select 1 from public.services where slug = 'dft'), 'a slug is not words: it stays');

-- test: nobody but the database runs the move
select rls_test.expect(
  not has_function_privilege(api_role, 'private.move_item_texts_into_rows()', 'execute'),
  format('%s cannot run the move', api_role))
from unnest(array['anon', 'authenticated']) as api_role;
