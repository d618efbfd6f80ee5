-- Removing an item, with its address sent on in the same transaction.

-- test: an editor removes a service and sends its address on; older redirects follow
select rls_test.act_as_editor();
insert into public.redirects (source_path, target_path) values ('/services/old-dft', '/services/dft');
select rls_test.expect(
  (select public.remove_collection_item('services',
    (select id from public.services where slug = 'dft'), '/services/ate') ->> 'slug') = 'dft',
  'the removed row comes back');
select rls_test.expect(not exists (select 1 from public.services where slug = 'dft'), 'it is gone');
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/services/dft') = '/services/ate',
  'its address goes to the chosen page');
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/services/old-dft') = '/services/ate',
  'a redirect to it goes straight to the new target');
select rls_test.expect(
  (select sort_order from public.redirects where source_path = '/services/dft')
    = (select max(sort_order) from public.redirects),
  'the new redirect is listed last');

-- test: without a target it is only removed; an unknown item gives null
select rls_test.act_as_editor();
select rls_test.expect(
  public.remove_collection_item('faqs', (select id from public.faqs order by sort_order limit 1)) is not null,
  'a question is removed');
select rls_test.expect((select count(*) from public.faqs) = 3, 'three questions are left');
select rls_test.expect(
  public.remove_collection_item('faqs', gen_random_uuid()) is null, 'nothing to remove: null');
select rls_test.expect(not exists (select 1 from public.redirects), 'no redirect was added');

-- test: only services and industries send an address on, and only known collections exist
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$select public.remove_collection_item('faqs', gen_random_uuid(), '/contact')$$, '22023',
  'a question has no address');
select rls_test.expect_error(
  $$select public.remove_collection_item('website_content', gen_random_uuid())$$, '22023',
  'site text is not a collection');

-- test: a viewer and anon remove nothing
select rls_test.act_as_viewer();
select rls_test.expect(
  public.remove_collection_item('services', (select id from public.services where slug = 'ate')) is null,
  'a viewer removes nothing');
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select public.remove_collection_item('services', gen_random_uuid())$$, '42501',
  'anon cannot call it');
select rls_test.act_as_service_role();
select rls_test.expect(exists (select 1 from public.services where slug = 'ate'), 'ate is still there');
