-- The company's email, phone and office name stored as site text move into the first office.

-- test: stored texts move into the headquarters, and one equal to its first value only leaves
update public.offices set name = 'Banjara Hills office';
insert into public.website_content (content_key, content_value) values
  ('contact.email', 'hello@example.com'),
  ('contact.phone', '+91 40 1234 5678'),
  ('locations.office.title',
    (select new_row ->> 'name' from public.collection_history
      where collection = 'offices' and operation = 'INSERT' order by changed_at limit 1)),
  ('contact.address', 'Plot 7, Road No. 1, Jubilee Hills, Hyderabad, Telangana 500033, India');
select rls_test.expect(private.move_contact_texts_into_office() = 4, 'four texts left the site text');
select rls_test.expect(
  (select email from public.offices) = 'hello@example.com', 'the email moved');
select rls_test.expect(
  (select phone from public.offices) = '+91 40 1234 5678', 'the phone moved');
select rls_test.expect(
  (select name from public.offices) = 'Banjara Hills office',
  'a stored text equal to the first value does not undo the row''s own change');
select rls_test.expect(
  (select row(street, city, region, postal_code, country)::text from public.offices)
    = row('Plot 7, Road No. 1, Jubilee Hills', 'Hyderabad', 'Telangana', '500033', 'India')::text,
  'the address line is split into the office''s fields');
select rls_test.expect(
  not exists (select 1 from public.website_content
    where content_key in ('contact.email', 'contact.phone', 'locations.office.title', 'contact.address')),
  'the moved texts left the site text');

-- test: an address line not of the printed shape stays
insert into public.website_content (content_key, content_value)
values ('contact.address', 'Banjara Hills, Hyderabad');
select rls_test.expect(private.move_contact_texts_into_office() = 0, 'nothing moved');
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'contact.address'),
  'it is still stored');
select rls_test.expect(
  (select city from public.offices) = 'Hyderabad', 'the office keeps its address');

-- test: a value the office or its form refuses stays where it is
insert into public.website_content (content_key, content_value) values
  ('contact.email', 'not an address'),
  ('contact.phone', '+91 40 1234 5678 (ext. 2)');
select rls_test.expect(private.move_contact_texts_into_office() = 0, 'nothing moved');
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'contact.phone'),
  'a number the form would refuse stays');
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'contact.email'), 'it is still stored');
select rls_test.expect(
  (select email from public.offices) = 'info@example.com', 'the office keeps its email');

-- test: with no office, nothing moves
delete from public.offices;
insert into public.website_content (content_key, content_value) values ('contact.email', 'x@example.com');
select rls_test.expect(private.move_contact_texts_into_office() = 0, 'nothing to move into');
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'contact.email'),
  'the text is still stored');
