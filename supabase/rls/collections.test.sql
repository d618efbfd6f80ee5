-- Collections: everyone reads every item, only editors (and the service role) change them, the
-- columns keep their rules whoever writes, and every change is in the history.

-- test: the migrations start every collection with the site's shipped content
select rls_test.act_as_anon();
select rls_test.expect(
  (select array[
     (select count(*) from public.services), (select count(*) from public.industries),
     (select count(*) from public.leaders), (select count(*) from public.company_values),
     (select count(*) from public.milestones), (select count(*) from public.home_service_cards),
     (select count(*) from public.faqs), (select count(*) from public.office_hours),
     (select count(*) from public.department_contacts), (select count(*) from public.offices)
   ]) = array[28, 6, 3, 4, 2, 4, 4, 3, 6, 1]::bigint[],
  'anon reads 28 services, 6 industries and every other shipped item');
select rls_test.expect(
  (select array_agg(slug order by sort_order, id) from public.services)
    [1:3] = array['analog-and-mixed-signal', 'ate', 'bench-characterization']::public.url_slug[],
  'services come in the specification''s order');

-- test: anon can neither add, change nor remove an item
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$insert into public.faqs (question, answer) values ('Q?', 'A.')$$, '42501', 'anon cannot insert');
select rls_test.expect_error(
  $$update public.services set name = 'x'$$, '42501', 'anon cannot update');
select rls_test.expect_error($$delete from public.milestones$$, '42501', 'anon cannot delete');

-- test: a signed-in viewer reads every item but changes none
select rls_test.act_as_viewer();
select rls_test.expect((select count(*) from public.industries) = 6, 'a viewer reads every row');
select rls_test.expect_error(
  $$insert into public.faqs (question, answer) values ('Q?', 'A.')$$,
  '42501', 'a viewer''s insert breaks the editors-only policy');
with changed as (update public.services set name = 'Changed by a viewer' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer''s update changes nothing');
with removed as (delete from public.leaders returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'a viewer''s delete removes nothing');

-- test: an editor adds, changes and removes items, and the history says who did
select rls_test.act_as_editor();
insert into public.milestones (year, title, description, sort_order)
values (2026, 'A new lab', 'Opened a second validation lab.', 3);
update public.milestones set title = 'A second lab' where year = 2026;
delete from public.milestones where year = 2026;
select rls_test.expect(
  (select array_agg(operation || ':' || actor_kind || ':' || actor_email order by id)
   from public.collection_history where collection = 'milestones' and actor_kind = 'user')
    = array['INSERT:user:editor@example.com', 'UPDATE:user:editor@example.com',
            'DELETE:user:editor@example.com'],
  'the editor''s three changes are recorded under their name');
select rls_test.expect(
  (select old_row ->> 'title' = 'A new lab' and new_row ->> 'title' = 'A second lab'
   from public.collection_history where collection = 'milestones' and operation = 'UPDATE'),
  'an update keeps the item before and after');

-- test: the service role's and plain SQL's changes are told apart from users'
select rls_test.act_as_service_role();
insert into public.services
  (slug, name, practice, subcategory, department_id, title, subtitle, overview, key_benefits,
   offerings, meta_description)
values ('rls-service', 'RLS service', 'software', 'Application Services', 'rls-department',
  'A title', 'A subtitle.', 'An overview.',
  '[{"icon":"zap","title":"One","description":"1."},{"icon":"zap","title":"Two","description":"2."},{"icon":"zap","title":"Three","description":"3."}]',
  array['An offering'], 'A description.');
select rls_test.act_as_owner();
update public.services set name = 'RLS service, renamed' where slug = 'rls-service';
select rls_test.expect(
  (select array_agg(actor_kind order by id) from public.collection_history
   where collection = 'services' and new_row ->> 'slug' = 'rls-service') = array['service_role', 'sql'],
  'the service role and SQL are recorded as such');

-- test: the server's clock decides updated_at, and a save that changes nothing is no change
select rls_test.act_as_editor();
select set_config('rls_test.history', count(*)::text, true) from public.collection_history;
update public.faqs set updated_at = '2000-01-01' where sort_order = 1;
select rls_test.expect(
  (select updated_at > '2001-01-01' from public.faqs where sort_order = 1),
  'updated_at is the server''s time, not the client''s');
select rls_test.expect(
  (select count(*) from public.collection_history) = current_setting('rls_test.history')::bigint,
  'touching only updated_at records nothing');

-- test: a viewer reads no history, and nobody writes it through the Data API
select rls_test.act_as_owner();
update public.faqs set answer = 'Changed.' where sort_order = 1;
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.collection_history) = 0, 'a viewer sees no history');
select rls_test.act_as_editor();
select rls_test.expect(
  (select count(*) from public.collection_history
   where collection = 'faqs' and operation = 'UPDATE' and new_row ->> 'answer' = 'Changed.') = 1,
  'an editor reads it');
select rls_test.expect_error(
  $$insert into public.collection_history (collection, item_id, operation, actor_kind)
    values ('faqs', gen_random_uuid(), 'DELETE', 'sql')$$,
  '42501', 'an editor cannot write history');
select rls_test.expect_error(
  $$delete from public.collection_history$$, '42501', 'an editor cannot erase history');

-- test: slugs follow the URL rule and are unique, as are department ids
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$update public.services set slug = 'Not A Slug' where sort_order = 1$$,
  '23514', 'a slug with capitals and spaces is refused');
select rls_test.expect_error(
  $$update public.services set slug = 'ate' where sort_order = 1$$,
  '23505', 'a slug another service has is refused');
select rls_test.expect_error(
  $$update public.services set department_id = 'ate-services' where sort_order = 1$$,
  '23505', 'a department id another service has is refused');
select rls_test.expect_error(
  $$update public.industries set slug = '-retail' where slug = 'retail'$$,
  '23514', 'an industry slug follows the same rule');

-- test: typed columns refuse what the site could not show
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$update public.services set practice = 'hardware' where sort_order = 1$$,
  '22P02', 'a practice the site does not have is refused');
select rls_test.expect_error(
  $$update public.services set key_benefits = key_benefits - 0 where sort_order = 1$$,
  '23514', 'a service keeps exactly three key benefits');
select rls_test.expect_error(
  $$update public.services set key_benefits = jsonb_set(key_benefits, '{0,title}', '"  "') where sort_order = 1$$,
  '23514', 'a key benefit needs a title');
select rls_test.expect_error(
  $$update public.services set offerings = array[]::text[] where sort_order = 1$$,
  '23514', 'a service offers something');
select rls_test.expect_error(
  $$update public.services set meta_description = repeat('x', 161) where sort_order = 1$$,
  '23514', 'a meta description is at most 160 characters');
select rls_test.expect_error(
  $$update public.faqs set question = '   ' where sort_order = 1$$,
  '23514', 'a question cannot be blank');
select rls_test.expect_error(
  $$update public.milestones set year = 202 where sort_order = 1$$,
  '23514', 'a year has four digits');
select rls_test.expect_error(
  $$update public.department_contacts set email = 'not an address' where sort_order = 1$$,
  '23514', 'a department''s email is an address');
select rls_test.expect_error(
  $$update public.leaders set portrait = 'javascript:alert(1)' where sort_order = 1$$,
  '23514', 'a portrait is a site path or an https URL');
select rls_test.expect_error(
  $$update public.home_service_cards set gradient = 'from-red-500 to-red-700 bg-[url(x)]' where sort_order = 1$$,
  '23514', 'a gradient is two or three Tailwind colour stops');
