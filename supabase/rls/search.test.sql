-- Site search: what is published is found, in the same transaction as it is published; nothing
-- staged ever is; the query syntax, stemming, accents, completion and corrections; and the query
-- log, which counts per day, holds nothing about who searched, and is read by the team only.

-- test: a fresh project's items are found, each at its public address
select rls_test.act_as_anon();
select rls_test.expect(
  (select count(*) from public.search_documents)
    = (select count(*) from public.services) + (select count(*) from public.industries)
      + (select count(*) from public.posts) + (select count(*) from public.leaders)
      + (select count(*) from public.offices),
  'every service, industry, post, leader and office has its document');
select rls_test.expect(
  jsonb_path_query_array(public.search_site('verification'), '$.hits[*].path') ? '/services/design-verification',
  'a service is found at /services/<slug>');
select rls_test.expect(
  jsonb_path_query_array(public.search_site('semiconductor'), '$.hits[*].path') ? '/industries/semiconductor',
  'an industry is found at /industries/<slug>');
select rls_test.expect(
  (select h ->> 'kind' = 'offices' and h ->> 'path' = '/locations' and h ->> 'title' = 'Hyderabad headquarters'
   from jsonb_array_elements(public.search_site('hyderabad') -> 'hits') h limit 1),
  'an office is found on /locations, by its city');
select rls_test.expect(
  (select h ->> 'kind' = 'leaders' and h ->> 'path' = '/about#leadership'
   from jsonb_array_elements(public.search_site('Arjun Raghavan') -> 'hits') h limit 1),
  'a leader is found in the About page''s leadership section');
select rls_test.expect(
  (select (r -> 'counts' ->> 'services')::integer > 0 and (r -> 'counts' ->> 'industries')::integer > 0
     and (r ->> 'total')::integer = (select sum(value::integer) from jsonb_each_text(r -> 'counts'))
     and jsonb_array_length(r -> 'hits') = least((r ->> 'total')::integer, 20)
     and r ->> 'query' = 'verification' and r -> 'corrected_query' = 'null'::jsonb
     and (r ->> 'page')::integer = 1 and (r ->> 'page_size')::integer = 20
   from public.search_site('  verification  ') r),
  'the answer counts each kind, and says what it searched for');

-- test: publishing, changing and removing an item changes what is found in the same transaction
select rls_test.act_as_editor();
insert into public.posts (id, slug, title, summary, kind, body)
values ('d0e1b2c3-0000-4000-8000-0000000000d1', 'quasar-flux', 'Quasar flux in test benches', 'Zorblat timing.',
  'insight', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Plinthwort appears in the body."}]}]}');
select rls_test.act_as_anon();
select rls_test.expect(
  (select h ->> 'kind' = 'posts' and h ->> 'path' = '/insights/quasar-flux'
     and h ->> 'title' = 'Quasar flux in test benches'
     and h ->> 'snippet' like '%' || U&'\E000' || 'Plinthwort' || U&'\E001' || ' appears%'
   from jsonb_array_elements(public.search_site('plinthwort') -> 'hits') h),
  'a new post is found by a word of its body, the word marked in the snippet');
select rls_test.act_as_editor();
update public.posts set title = 'Nebula drift in test benches' where slug = 'quasar-flux';
select rls_test.act_as_anon();
select rls_test.expect((public.search_site('quasar') ->> 'total')::integer = 0
  and (public.search_site('nebula') -> 'hits' -> 0 ->> 'title') = 'Nebula drift in test benches',
  'a changed title is found by its new words, not its old ones');
select rls_test.act_as_editor();
update public.posts set slug = 'nebula-drift' where slug = 'quasar-flux';
select rls_test.expect(
  (select path = '/insights/nebula-drift' from public.search_documents where item_id = 'd0e1b2c3-0000-4000-8000-0000000000d1'),
  'a new slug moves the document''s address');
delete from public.posts where slug = 'nebula-drift';
select rls_test.act_as_anon();
select rls_test.expect((public.search_site('plinthwort') ->> 'total')::integer = 0
  and not exists (select 1 from public.search_documents where item_id = 'd0e1b2c3-0000-4000-8000-0000000000d1'),
  'a removed post is found no more');
select rls_test.act_as_editor();
update public.services set name = 'Design verifaxion' where slug = 'design-verification';
update public.leaders set position = 'Chief Zorblat Officer' where name = 'Arjun Raghavan';
select rls_test.act_as_anon();
select rls_test.expect(
  (public.search_site('verifaxion') -> 'hits' -> 0 ->> 'path') = '/services/design-verification'
  and (public.search_site('zorblat') -> 'hits' -> 0 ->> 'title') = 'Arjun Raghavan',
  'changes to a service and a leader are found too');

-- test: what is staged is never found, until it is published
select rls_test.act_as_member('author');
insert into public.collection_drafts (collection, item_id, item, label)
values ('posts', 'd0e1b2c3-0000-4000-8000-0000000000d3', jsonb_build_object(
  'slug', 'authored-plinthwort', 'title', 'Authored plinthwort', 'summary', 'For review.', 'kind', 'news',
  'published_at', '2027-03-15', 'body', '{"type": "doc", "content": []}'::jsonb), 'Authored plinthwort');
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, label)
values ('posts', 'd0e1b2c3-0000-4000-8000-0000000000d2', jsonb_build_object(
  'slug', 'staged-plinthwort', 'title', 'Staged plinthwort', 'summary', 'Not yet.', 'kind', 'news',
  'published_at', '2027-03-15', 'body', '{"type": "doc", "content": []}'::jsonb), 'Staged plinthwort');
insert into public.collection_drafts (collection, item_id, item, label, base_updated_at)
select 'services', s.id, '{"name": "Zorblat testing"}', 'Zorblat testing', s.updated_at
from public.services s where s.slug = 'dft';
select rls_test.act_as_anon();
select rls_test.expect((public.search_site('plinthwort') ->> 'total')::integer = 0
  and (public.search_site('zorblat') ->> 'total')::integer = 0
  and not exists (select 1 from public.search_documents
                  where item_id in ('d0e1b2c3-0000-4000-8000-0000000000d2', 'd0e1b2c3-0000-4000-8000-0000000000d3'))
  and not exists (select 1 from public.search_documents where title ilike '%zorblat%'),
  'staged new posts and a staged change are in no document');
select rls_test.act_as_editor();
select rls_test.expect(public.publish_site_text_drafts() >= 2, 'the staged items are published');
select rls_test.act_as_anon();
select rls_test.expect(
  jsonb_path_query_array(public.search_site('plinthwort'), '$.hits[*].path') = '["/insights/staged-plinthwort"]'
  and (public.search_site('zorblat') -> 'hits' -> 0 ->> 'path') = '/services/dft',
  'once published, both are found in the publishing transaction; what waits for review is not');

-- test: a title match comes first, then the summary, then the body
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body) values
  ('in-the-body', 'Bench notes', 'Notes from the lab.', 'news',
    '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Zeolite here, zeolite there, zeolite everywhere: zeolite zeolite."}]}]}'),
  ('in-the-title', 'Zeolite', 'Short.', 'news', '{"type": "doc", "content": []}'),
  ('in-the-summary', 'Catalysts', 'Why zeolite matters.', 'news', '{"type": "doc", "content": []}');
select rls_test.act_as_anon();
select rls_test.expect(
  jsonb_path_query_array(public.search_site('zeolite'), '$.hits[*].path')
    = '["/insights/in-the-title", "/insights/in-the-summary", "/insights/in-the-body"]',
  'the title weighs most, the summary next, however often the body says it');
select rls_test.expect(
  (public.search_site('Verification and validation') -> 'hits' -> 0 ->> 'title') = 'Verification and validation',
  'a service whose title is the query comes first');

-- test: English stems and accents do not stand between a query and what it means
select rls_test.expect(
  jsonb_path_query_array(public.search_site('verifying'), '$.hits[*].path') @> '["/services/design-verification", "/services/verification-and-validation"]',
  '"verifying" finds the pages about verification');
select rls_test.expect(
  jsonb_path_query_array(public.search_site('simulations'), '$.hits[*].path') ? '/services/analog-and-mixed-signal',
  'a plural finds the singular''s page');
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body)
values ('cafe-zurich', 'Café talks in Zürich', 'A naïve façade.', 'news', '{"type": "doc", "content": []}');
select rls_test.act_as_anon();
select rls_test.expect(
  (public.search_site('cafe zurich') -> 'hits' -> 0 ->> 'path') = '/insights/cafe-zurich'
  and (public.search_site('CAFÉ') -> 'hits' -> 0 ->> 'path') = '/insights/cafe-zurich'
  and (public.search_site('naive facade') -> 'hits' -> 0 ->> 'path') = '/insights/cafe-zurich',
  'accents are ignored in the query and in the text, and so is case');
select rls_test.expect(
  (public.search_site('facade') -> 'hits' -> 0 ->> 'snippet') like 'A naïve ' || U&'\E000' || 'façade' || U&'\E001' || '%',
  'the snippet marks the word as written, accent and all');

-- test: websearch syntax: "a phrase", or, and -left out
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body) values
  ('in-order', 'First', 'Quiffle zorblat comes in this order.', 'news', '{"type": "doc", "content": []}'),
  ('out-of-order', 'Second', 'Zorblat then quiffle comes reversed.', 'news', '{"type": "doc", "content": []}');
select rls_test.act_as_anon();
select rls_test.expect(
  jsonb_path_query_array(public.search_site('"quiffle zorblat"'), '$.hits[*].path') = '["/insights/in-order"]'
  and (public.search_site('quiffle zorblat') ->> 'total')::integer = 2,
  'a quoted phrase needs its words in order; unquoted, both pages have them');
select rls_test.expect(
  jsonb_path_query_array(public.search_site('quiffle or hyderabad'), '$.hits[*].path')
    @> '["/insights/in-order", "/insights/out-of-order", "/locations"]',
  'or finds either');
select rls_test.expect(
  jsonb_path_query_array(public.search_site('zorblat -reversed'), '$.hits[*].path') = '["/insights/in-order"]'
  and not jsonb_path_query_array(public.search_site('verification -design'), '$.hits[*].path') ? '/services/design-verification',
  'a word after a minus leaves out the pages that have it');

-- test: the last word is also the start of a word
select rls_test.act_as_anon();
select rls_test.expect(
  (select (r ->> 'total')::integer = (select count(*) from public.search_documents d
                                      where concat_ws(' ', d.title, d.heading, d.summary, d.body) ~* '\membed')
     and (r ->> 'total')::integer > 0
     and (select bool_and(concat_ws(' ', d.title, d.heading, d.summary, d.body) ~* '\membed')
          from jsonb_array_elements(r -> 'hits') h
          join public.search_documents d on d.path = h ->> 'path' and d.title = h ->> 'title')
   from public.search_site('embed') r),
  '"embed" finds every page with a word beginning with it ("embedded"), and no other');
select rls_test.expect((public.search_site('embed') ->> 'total')::integer > 0
  and public.search_site('embedd') -> 'counts' = public.search_site('embedded') -> 'counts'
  and public.search_site('embedd') -> 'corrected_query' = 'null'::jsonb,
  '"embedd" finds what "embedded" finds, though its stem is "embed"');
select rls_test.expect(
  (public.search_site('hyderab') -> 'hits' -> 0 ->> 'path') = '/locations'
  and (public.search_site('"design verif"') -> 'hits' -> 0 ->> 'path') = '/services/design-verification',
  'a word cut short is completed, in a phrase too');
select rls_test.expect(
  public.search_site('india hyderab') -> 'corrected_query' = 'null'::jsonb
  and public.search_site('hyderab india') ->> 'corrected_query' = 'hyderabad india',
  'only the last word is completed: an earlier one cut short finds nothing until corrected');

-- test: a misspelled query finds the pages it meant, saying what it searched for instead
select rls_test.act_as_anon();
select rls_test.expect(
  (select r ->> 'corrected_query' = 'verification'
     and jsonb_path_query_array(r, '$.hits[*].path') @> '["/services/design-verification", "/services/verification-and-validation"]'
     and r ->> 'query' = 'verifcation'
   from public.search_site('verifcation') r),
  '"verifcation" shows the results for "verification"');
select rls_test.expect(
  (select (r ->> 'total')::integer > 0
     and (select bool_and(concat_ws(' ', d.title, d.heading, d.summary, d.body) ~* 'embedded')
          from jsonb_array_elements(r -> 'hits') h
          join public.search_documents d on d.path = h ->> 'path' and d.title = h ->> 'title')
   from public.search_site('embeded') r),
  '"embeded" finds the pages about embedded work');
select rls_test.expect(
  (select r ->> 'corrected_query' = 'embedded systems' and (r ->> 'total')::integer > 0
   from public.search_site('embeded systms') r),
  'each unknown word of a query is corrected');
select rls_test.expect(
  (select r ->> 'corrected_query' = '"design verification" -zorblat' and (r ->> 'total')::integer > 0
   from public.search_site('"design verifcation" -zorblat') r),
  'a correction keeps the query''s syntax');
select rls_test.expect(
  (select r -> 'corrected_query' = 'null'::jsonb and (r ->> 'total')::integer = 0 and r -> 'hits' = '[]'
   from public.search_site('xqzzyv') r),
  'a word like none the site uses finds nothing, and corrects nothing');

-- test: a query of any text is no error: it finds something or nothing
select rls_test.act_as_anon();
select rls_test.expect(
  (select bool_and(jsonb_typeof(r -> 'hits') = 'array' and r ? 'total' and r ? 'counts')
   from unnest(array[
     $q$'$q$, $q$\$q$, $q$"$q$, $q$""$q$, $q$"unclosed phrase$q$, $q$'; drop table public.services; --$q$,
     $q$<script>alert(1)</script>$q$, $q$<b>verification</b>$q$, $q$:*$q$, $q$!$q$, $q$&|!()<->$q$, $q$a:* & b$q$,
     $q$verif:*$q$, '🙂🙂', 'שלום עולם', 'مرحبا verification', U&'\202Eevil', repeat('x', 100000),
     repeat('verification ', 500), 'or', '-', '--', '- -', '-embedded', '"or" or "or"', null, '', ' ',
     E'\t\n\r', U&'\E000\E001', $q$\\'\\"$q$, '%_%', 'verif%', 'embed_', $q$O'Brien$q$,
     '1.5 http://x.y/z a@b.co /etc/passwd', '((((((', '))))', '"a" -"b" or', 'NULL', U&'\0001\001F\007F',
     'mixed-sig', 'x86-64', U&'\FEFF\200B', repeat('é', 300)
   ]) as q, lateral (select public.search_site(q) as r) s),
  'every hostile query gets an answer');
select rls_test.expect(
  (select bool_and(public.search_site(q, k, p) ? 'hits')
   from unnest(array[null, '', 'posts', 'nonsense', $q$'; --$q$]) k,
     unnest(array[null, -5, 0, 1, 2147483647]) p,
     unnest(array['verification', '']) q),
  'any kind and page number is no error');
select rls_test.expect(
  (select (r ->> 'page')::integer = 500 and r -> 'hits' = '[]'
     and r ->> 'total' = public.search_site('verification') ->> 'total'
   from public.search_site('verification', null, 2147483647) r),
  'a page past the end is empty, with the total still counted');
select rls_test.expect(
  (select r ->> 'query' = repeat('x', 200) from public.search_site(repeat('x', 100000)) r)
  and (select r ->> 'query' = 'a b c' from public.search_site(E' a \t\n b\u0001c ') r),
  'the query is cleaned and cut to 200 characters');

-- test: snippets mark matches with two characters no document holds, never with HTML
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body)
values ('hostile-text', 'Zorblat <img src=x onerror=alert(1)>', U&'Fake \E000zorblat\E001 mark & <b>bold</b> a < b.', 'news',
  '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "<script>alert(\"zorblat\")</script>"}]}]}');
select rls_test.act_as_anon();
select rls_test.expect(
  (select d.title = 'Zorblat <img src=x onerror=alert(1)>' and strpos(d.summary, U&'\E000') = 0
     and strpos(d.summary, U&'\E001') = 0 and d.summary = 'Fake zorblat mark & <b>bold</b> a < b.'
   from public.search_documents d where d.path = '/insights/hostile-text'),
  'the marking characters are taken out of what is indexed; the rest is kept as text');
select rls_test.expect(
  (select h ->> 'title' = 'Zorblat <img src=x onerror=alert(1)>'
     and (char_length(h ->> 'snippet') - char_length(replace(h ->> 'snippet', U&'\E000', '')))
       = (char_length(h ->> 'snippet') - char_length(replace(h ->> 'snippet', U&'\E001', '')))
     and h ->> 'snippet' like '%' || U&'\E000' || 'zorblat' || U&'\E001' || '%'
     and h ->> 'snippet' !~ '<mark|<em|<b>zorblat'
   from jsonb_array_elements(public.search_site('zorblat') -> 'hits') h where h ->> 'path' = '/insights/hostile-text'),
  'every mark in a snippet is a pair the search put around a match');

-- test: a post's body is indexed as its readable text
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body, client, results)
values ('body-text', 'Body text', 'Summary.', 'case-study', '{"type": "doc", "content": [
    {"type": "heading", "attrs": {"level": 2}, "content": [{"type": "text", "text": "Head"}]},
    {"type": "paragraph", "content": [{"type": "text", "text": "Plinth"}, {"type": "text", "text": "wort", "marks": [{"type": "bold"}]},
      {"type": "hardBreak"}, {"type": "text", "text": "next"}]},
    {"type": "bulletList", "content": [{"type": "listItem", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Listed"}]}]}]}
  ]}', 'Acme Quarries', '[{"figure": "40%", "label": "shorter zorblat time"}]');
select rls_test.act_as_anon();
select rls_test.expect(
  (select d.body = E'Head\nPlinthwort next\nListed\nAcme Quarries\n40% shorter zorblat time'
   from public.search_documents d where d.path = '/insights/body-text'),
  'a line per block, a word split by its marks whole again, and the case study''s parts');
select rls_test.expect(
  (public.search_site('plinthwort acme zorblat') -> 'hits' -> 0 ->> 'path') = '/insights/body-text',
  'all of it is found');

-- test: a built page is found by its blocks' words, at its own address, and moves with it
select rls_test.act_as_editor();
insert into public.pages (path, title, layout)
values ('/events/quarry-fair', 'Quarry fair', jsonb_build_array(
  jsonb_build_object('id', 'hero', 'type', 'hero', 'heading', 'Meet the zorblatters',
    'action', jsonb_build_object('label', 'Book a plinthslot', 'href', '/contact')),
  jsonb_build_object('id', 'body', 'type', 'rich-text', 'body',
    '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Granite wortcraft"}]}]}'::jsonb),
  jsonb_build_object('id', 'faq', 'type', 'questions', 'questions', jsonb_build_array(
    jsonb_build_object('question', 'Is parking free?', 'answer', 'Ask the quarrymaster.')))));
select rls_test.act_as_anon();
select rls_test.expect(
  (select d.body = E'Meet the zorblatters\nBook a plinthslot\nGranite wortcraft\nIs parking free?\nAsk the quarrymaster.'
   from public.search_documents d where d.kind = 'pages' and d.path = '/events/quarry-fair'),
  'every block''s words, in order');
select rls_test.expect(
  (public.search_site('quarrymaster', 'pages') -> 'hits' -> 0 ->> 'path') = '/events/quarry-fair',
  'found under its own kind');
select rls_test.act_as_editor();
update public.pages set path = '/events/quarry-fair-2027' where path = '/events/quarry-fair';
select rls_test.act_as_anon();
select rls_test.expect(
  (public.search_site('wortcraft') -> 'hits' -> 0 ->> 'path') = '/events/quarry-fair-2027',
  'moved, it is found at its new address');

-- test: a kind at a time, twenty a page
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body)
select 'zorblat-' || n, 'Zorblat note ' || n, 'Zorblat.', 'news', '{"type": "doc", "content": []}'
from generate_series(1, 25) n;
select rls_test.act_as_anon();
select rls_test.expect(
  (select jsonb_array_length(first_page -> 'hits') = 20 and jsonb_array_length(second_page -> 'hits') = 5
     and (first_page ->> 'total')::integer = 25 and (second_page ->> 'page')::integer = 2
     and not exists (
       select 1 from jsonb_array_elements(first_page -> 'hits') a, jsonb_array_elements(second_page -> 'hits') b
       where a ->> 'path' = b ->> 'path')
   from public.search_site('zorblat') first_page, public.search_site('zorblat', null, 2) second_page),
  'twenty results a page, none twice');
select rls_test.expect(
  (select (select bool_and(h ->> 'kind' = 'leaders') from jsonb_array_elements(r -> 'hits') h)
     and (r ->> 'total')::integer = (r -> 'counts' ->> 'leaders')::integer
     and r -> 'counts' = public.search_site('verification') -> 'counts' and r ->> 'kind' = 'leaders'
   from public.search_site('verification', 'leaders') r),
  'a kind filter shows that kind, and still counts every kind');
select rls_test.expect(
  (select (r ->> 'total')::integer = 0 and r -> 'hits' = '[]' and r -> 'counts' <> '{}'
   from public.search_site('verification', 'nonsense') r),
  'a kind there is none of shows nothing');

-- test: a change the search does not read leaves the documents as they are
select rls_test.act_as_editor();
update public.services set sort_order = sort_order + 1;
select rls_test.expect(
  not exists (select 1 from public.search_documents d
              where d.kind = 'services' and d.xmin::text = (txid_current() % 4294967296)::text),
  'reordering the services rewrites none of their documents');
update public.services set overview = overview || ' Zorblat.' where slug = 'dft';
select rls_test.expect(
  (select count(*) = 1 from public.search_documents d
   where d.kind = 'services' and d.xmin::text = (txid_current() % 4294967296)::text),
  'a changed overview rewrites that service''s document alone');

-- test: the words corrections use are the published ones, and go with their last document
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body)
values ('lonely-word', 'Snarfblat', 'A word of its own.', 'news', '{"type": "doc", "content": []}');
select rls_test.act_as_owner();
select rls_test.expect(
  (select documents = 1 from private.search_terms where term = 'snarfblat')
  and not exists (select 1 from private.search_terms where term in ('of', 'a', 'its')),
  'a published word is known; stop words and short words are not');
select rls_test.act_as_anon();
select rls_test.expect(public.search_site('snarfblot') ->> 'corrected_query' = 'snarfblat',
  'a misspelling of it is corrected to it');
select rls_test.act_as_editor();
delete from public.posts where slug = 'lonely-word';
select rls_test.act_as_owner();
select rls_test.expect(not exists (select 1 from private.search_terms where term = 'snarfblat'),
  'the word goes with the last document that had it');
select rls_test.expect(
  not exists (
    select 1
    from private.search_terms t
    full join (
      select w.term, count(*) as documents
      from public.search_documents d, unnest(private.search_words(d.title, d.heading, d.summary, d.body)) as w (term)
      group by w.term
    ) as counted on counted.term = t.term
    where t.documents is distinct from counted.documents),
  'every word counts the documents that have it');

-- test: visitors and editors read the index; nobody writes it but the triggers
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.search_documents) > 0, 'visitors read the documents');
select rls_test.expect_error(
  $$insert into public.search_documents (kind, item_id, path, title) values ('posts', gen_random_uuid(), '/x', 'Planted')$$,
  '42501', 'a visitor cannot add a document');
select rls_test.expect_error($$update public.search_documents set title = 'Defaced'$$, '42501',
  'a visitor cannot change a document');
select rls_test.expect_error($$delete from public.search_documents$$, '42501', 'a visitor cannot remove one');
select rls_test.expect_error($$select * from private.search_terms$$, '42501', 'a visitor cannot read the word list');
select rls_test.expect_error(
  $$select private.put_search_document('posts', gen_random_uuid(), '/x', 'Planted', null, '', '')$$, '42501',
  'a visitor cannot call what the triggers call');
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.search_documents (kind, item_id, path, title) values ('posts', gen_random_uuid(), '/x', 'Planted')$$,
  '42501', 'an editor cannot add a document either: publishing does');
select rls_test.expect_error($$update public.search_documents set title = 'Defaced'$$, '42501',
  'an editor cannot change a document');
select rls_test.act_as_service_role();
select rls_test.expect_error($$delete from public.search_documents$$, '42501',
  'not even the service role writes the index');

-- test: a search is counted per day and query, with nothing about who searched
select rls_test.act_as_anon();
select public.record_search('  Verification  ', true);
select public.record_search('verification', true);
select public.record_search(E'VERIFICATION\t', true);
select public.record_search('verification', false);
select public.record_search('xqzzyv', false);
select public.record_search('   ', false);
select public.record_search(null, false);
select public.record_search('verification', null);
select public.record_search(repeat('y', 300), false);
select rls_test.expect_error($$select public.record_search(repeat('z', 1001), true)$$, '22001',
  'a query over 1000 characters is refused');
select rls_test.act_as_owner();
select rls_test.expect(
  (select array_agg(format('%s|%s|%s', query, found::text, searches) order by query, found)
   from public.search_queries where day = (now() at time zone 'utc')::date)
  = array['verification|false|1', 'verification|true|3', 'xqzzyv|false|1', repeat('y', 200) || '|false|1'],
  'one row a day per query and outcome, counting its searches; blank queries are not counted');
select rls_test.expect(
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns
   where table_schema = 'public' and table_name = 'search_queries')
  = array['day', 'query', 'found', 'searches'],
  'the log holds a day, a query, whether it found anything and a count: nothing about the searcher');

-- test: only the team reads the log, and nobody but the count function writes it
select rls_test.act_as_owner();
insert into public.search_queries (day, query, found, searches) values
  ((now() at time zone 'utc')::date, 'verification', true, 5),
  ((now() at time zone 'utc')::date - 3, 'verification', false, 2),
  ((now() at time zone 'utc')::date - 2, 'zorblat', false, 4),
  ((now() at time zone 'utc')::date - 1, 'hyderabad', true, 1),
  ((now() at time zone 'utc')::date - 40, 'ancient', true, 50);
select rls_test.act_as_anon();
select rls_test.expect_error($$select * from public.search_queries$$, '42501', 'visitors cannot read the log');
select rls_test.expect_error(
  $$insert into public.search_queries (day, query, found, searches) values (current_date, 'spam', true, 1000000)$$,
  '42501', 'visitors cannot write the log but through record_search');
select rls_test.expect_error($$update public.search_queries set searches = 0$$, '42501',
  'visitors cannot change a count');
select rls_test.expect_error($$select * from public.search_query_totals()$$, '42501',
  'visitors cannot read the totals');
select rls_test.act_as_viewer();
select rls_test.expect((select count(*) from public.search_queries) = 0, 'a signed-in non-member sees no row');
select rls_test.expect_error($$delete from public.search_queries$$, '42501', 'nor removes any');
select rls_test.act_as_editor();
select rls_test.expect((select count(*) from public.search_queries) = 5, 'an editor reads the log');
select rls_test.expect(
  (select array_agg(format('%s %s %s', query, searches, found_nothing)) from public.search_query_totals())
  = array['verification 7 2', 'zorblat 4 4', 'hyderabad 1 0'],
  'the last 30 days'' queries, the most searched first, with how often they found nothing');
select rls_test.expect(
  (select array_agg(query) from public.search_query_totals(30, true)) = array['zorblat', 'verification'],
  'and the ones that found nothing, the most often first');
select rls_test.expect(
  (select array_agg(query order by query) from public.search_query_totals(90)) = array['ancient', 'hyderabad', 'verification', 'zorblat'],
  'a longer look back reaches older days');

-- test: a day's counts go once they are more than 90 days old, every night
select rls_test.act_as_owner();
insert into public.search_queries (day, query, found, searches) values
  ((now() at time zone 'utc')::date - 90, 'kept', true, 1),
  ((now() at time zone 'utc')::date - 91, 'gone', true, 1);
select rls_test.expect(private.delete_old_search_queries() >= 1, 'the job deletes old days');
select rls_test.expect(
  exists (select 1 from public.search_queries where query = 'kept')
  and not exists (select 1 from public.search_queries where day < (now() at time zone 'utc')::date - 90),
  'ninety days are kept, nothing older');
select rls_test.expect(
  exists (select 1 from cron.job where jobname = 'delete-old-search-queries' and active
          and command = 'select private.delete_old_search_queries()'),
  'the job runs every night');
select rls_test.act_as_anon();
select rls_test.expect_error($$select private.delete_old_search_queries()$$, '42501',
  'visitors cannot run it');
