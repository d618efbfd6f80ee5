-- Redirects: slug changes leave them by trigger, without chains; everyone reads them; only
-- editors change them; only the items' addresses can be redirected, and only to this site.

-- test: a slug change leaves a redirect from the old address, and a second change no chain
select rls_test.act_as_editor();
update public.services set slug = 'dft-services' where slug = 'dft';
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/services/dft') = '/services/dft-services',
  'the old address redirects to the new one');
update public.services set slug = 'design-for-test' where slug = 'dft-services';
select rls_test.expect(
  (select array_agg(source_path || ' -> ' || target_path order by source_path) from public.redirects)
    = array['/services/dft -> /services/design-for-test',
            '/services/dft-services -> /services/design-for-test'],
  'both old addresses go straight to the newest');
update public.services set slug = 'dft' where slug = 'design-for-test';
select rls_test.expect(
  not exists (select 1 from public.redirects where source_path = '/services/dft'),
  'an address served again is not redirected');
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/services/dft-services') = '/services/dft',
  'the other old addresses follow it back');

-- test: an industry's slug change and a new item on a redirected address
select rls_test.act_as_service_role();
update public.industries set slug = 'retail-and-ecommerce' where slug = 'retail';
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/industries/retail') = '/industries/retail-and-ecommerce',
  'industries leave redirects too, whoever changes them');
insert into public.industries
  (slug, name, description, title, subtitle, intro_heading, intro_description, offerings, meta_description)
select 'retail', name, description, title, subtitle, intro_heading, intro_description, offerings, meta_description
from public.industries where slug = 'retail-and-ecommerce';
select rls_test.expect(
  not exists (select 1 from public.redirects where source_path = '/industries/retail'),
  'a new item on an old address takes it back');

-- test: everyone reads redirects, only editors write them
select rls_test.act_as_service_role();
insert into public.redirects (source_path, target_path) values ('/services/retired', '/services/dft');
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.redirects) = 1, 'anon reads redirects');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/services/x', '/')$$,
  '42501', 'anon cannot add one');
select rls_test.act_as_viewer();
with changed as (update public.redirects set target_path = '/' returning 1)
select rls_test.expect((select count(*) from changed) = 0, 'a viewer changes none');
select rls_test.act_as_editor();
update public.redirects set target_path = '/services' where source_path = '/services/retired';
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/services/retired') = '/services',
  'an editor changes one');

-- test: only item addresses are redirected, and only to paths on this site
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/about', '/services')$$,
  '23514', 'a page in the code cannot be redirected');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/services/a', '//evil.example')$$,
  '23514', 'a protocol-relative target is refused');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/services/a', 'https://evil.example')$$,
  '23514', 'another host is refused');
select rls_test.expect_error(
  $$insert into public.redirects (source_path, target_path) values ('/services/a', '/services/a')$$,
  '23514', 'a redirect to itself is refused');
