-- The company's email, phone and office name stored as site text move into the first office.

-- test: stored texts move into the headquarters, and one equal to its first value only leaves
update public.offices set name = 'Banjara Hills office';
insert into public.website_content (content_key, content_value) values
  ('contact.email', 'hello@example.com'),
  ('contact.phone', '+91 40 1234 5678'),
  ('locations.office.title',
    (select new_row ->> 'name' from public.collection_history
      where collection = 'offices' and operation = 'INSERT' order by changed_at limit 1)),
  ('contact.address', 'Road No. 1, Jubilee Hills, Hyderabad');
select rls_test.expect(private.move_contact_texts_into_office() = 3, 'three texts left the site text');
select rls_test.expect(
  (select email from public.offices) = 'hello@example.com', 'the email moved');
select rls_test.expect(
  (select phone from public.offices) = '+91 40 1234 5678', 'the phone moved');
select rls_test.expect(
  (select name from public.offices) = 'Banjara Hills office',
  'a stored text equal to the first value does not undo the row''s own change');
select rls_test.expect(
  (select array_agg(content_key) from public.website_content
    where content_key in ('contact.email', 'contact.phone', 'locations.office.title', 'contact.address'))
    = array['contact.address'],
  'the address line stays: no single column holds it');

-- test: a value the office refuses stays where it is
insert into public.website_content (content_key, content_value) values ('contact.email', 'not an address');
select rls_test.expect(private.move_contact_texts_into_office() = 0, 'nothing moved');
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'contact.email'), 'it is still stored');
select rls_test.expect(
  (select email from public.offices) = 'info@example.com', 'the office keeps its email');

-- test: with no office, nothing moves
delete from public.offices;
select rls_test.expect(private.move_contact_texts_into_office() = 0, 'nothing to move into');
