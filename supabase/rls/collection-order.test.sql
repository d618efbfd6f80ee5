-- Moving items: one transaction for the whole list, with the caller's rights, and a move is not
-- an edit of the item.

-- test: an editor's reorder sets every place at once and leaves updated_at alone
select rls_test.act_as_editor();
select set_config('rls_test.wanted',
  (select array_agg(id order by sort_order desc, id desc) from public.faqs)::text, true);
select set_config('rls_test.before',
  (select jsonb_object_agg(id, updated_at) from public.faqs)::text, true);
select public.reorder_collection('faqs', current_setting('rls_test.wanted')::uuid[]);
select rls_test.expect(
  (select array_agg(id order by sort_order, id) from public.faqs)
    = current_setting('rls_test.wanted')::uuid[],
  'the items are in the order given');
select rls_test.expect(
  (select array_agg(sort_order order by sort_order) from public.faqs) = array[0, 1, 2, 3],
  'they take the places 0 to 3');
select rls_test.expect(
  not exists (
    select 1 from public.faqs
    where updated_at <> (current_setting('rls_test.before')::jsonb ->> id::text)::timestamptz),
  'a move does not count as a change to the item');
update public.faqs set answer = answer || ' Updated.'
  where id = (current_setting('rls_test.wanted')::uuid[])[1];
select rls_test.expect(
  (select count(*) from public.faqs
   where updated_at <> (current_setting('rls_test.before')::jsonb ->> id::text)::timestamptz) = 1,
  'a change to a field does move updated_at');

-- test: a list that is missing an item, repeats one or names another table is refused
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select public.reorder_collection('faqs', (select (array_agg(id))[1:3] from public.faqs))$$,
  '40001', 'a list without every item is refused');
select rls_test.expect_error(
  $$select public.reorder_collection('faqs',
      (select array_agg(id) || (array_agg(id))[1:1] from public.faqs))$$,
  '40001', 'a list with an item twice is refused');
select rls_test.expect_error(
  $$select public.reorder_collection('website_content', '{}')$$,
  '22023', 'only the collections can be reordered');

-- test: anon cannot call it, and a viewer's call moves nothing
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select public.reorder_collection('faqs', (select array_agg(id) from public.faqs))$$,
  '42501', 'anon has no execute right');
select rls_test.act_as_viewer();
select set_config('rls_test.places',
  (select jsonb_object_agg(id, sort_order) from public.faqs)::text, true);
select public.reorder_collection(
  'faqs', (select array_agg(id order by sort_order desc, id desc) from public.faqs));
select rls_test.expect(
  not exists (
    select 1 from public.faqs
    where sort_order <> (current_setting('rls_test.places')::jsonb ->> id::text)::integer),
  'the update policy keeps a viewer''s order from changing anything');
