-- Posts: everyone reads them, editors write them, authors stage them, and the database itself
-- refuses a body that is not a safe rich-text document.

-- test: a fresh project has no posts, and visitors cannot write one
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from public.posts) = 0, 'the seed has no posts');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('a', 'A', 'A.', 'news', '{"type": "doc", "content": []}')$$,
  '42501', 'anon cannot add a post');
select rls_test.act_as_viewer();
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('a', 'A', 'A.', 'news', '{"type": "doc", "content": []}')$$,
  '42501', 'a signed-in viewer cannot add a post');

-- test: an editor publishes a post with only its required fields; the rest defaults or is derived
select rls_test.act_as_editor();
insert into public.posts (slug, title, summary, kind, body)
values ('first-light', 'First light', 'Our first post.', 'news',
  '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Hello, wide world - 2027!"}]}]}');
select rls_test.act_as_anon();
select rls_test.expect(
  (select published_at = current_date and word_count = 4 and not noindex and results = '[]'
     and industry_ids = '{}' and author_id is null
   from public.posts where slug = 'first-light'),
  'today''s date, four words (a lone dash is none), no results, relations or author');

-- test: a crafted body is refused by the database, with what is wrong
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('bad', 'Bad', 'Bad.', 'news',
      '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "x",
        "marks": [{"type": "link", "attrs": {"href": "javascript:alert(1)"}}]}]}]}')$$,
  '23514', 'a javascript: link is refused');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('bad', 'Bad', 'Bad.', 'news', '{"type": "doc", "content": [{"type": "script"}]}')$$,
  '23514', 'an unknown node is refused');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body) values ('bad', 'Bad', 'Bad.', 'news', '"<p>hi</p>"')$$,
  '23514', 'HTML is not a document');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('bad', 'Bad', 'Bad.', 'news', jsonb_build_object('type', 'doc', 'content',
      jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
        jsonb_build_array(jsonb_build_object('type', 'text', 'text', repeat('x', 200001)))))))$$,
  '23514', 'a body over 200 KB is refused');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('bad', 'Bad', 'Bad.', 'news', '{"type": "doc", "content": [{"type": "image",
      "attrs": {"mediaId": "b0e1b2c3-0000-4000-8000-0000000000ee", "alt": "Gone"}}]}')$$,
  '23503', 'an image that is not in the library is refused');
insert into public.posts (slug, title, summary, kind, body)
values ('safe', 'Safe', 'Safe.', 'insight', '{"type": "doc", "content": []}');
select rls_test.expect_error(
  $$update public.posts set body = '{"type": "doc", "content": "none"}' where slug = 'safe'$$,
  '23514', 'a change to the body is checked too');
select rls_test.expect(
  (select public.rich_text_problem(body) is null from public.posts where slug = 'safe'),
  'a stored body is one the check accepts');

-- test: a post's own rules: reserved addresses, result pairs, search limits
select rls_test.act_as_editor();
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('page', 'P', 'P.', 'news', '{"type": "doc", "content": []}')$$,
  '23514', 'the list''s own segments are no post''s');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body, results)
    values ('r', 'R', 'R.', 'case-study', '{"type": "doc", "content": []}', '[{"figure": "40%"}]')$$,
  '23514', 'a result has a figure and a label');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body, meta_description)
    values ('m', 'M', 'M.', 'news', '{"type": "doc", "content": []}', repeat('x', 161))$$,
  '23514', 'a search description is at most 160 characters');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('k', 'K', 'K.', 'opinion', '{"type": "doc", "content": []}')$$,
  '22P02', 'a kind is one of the three');

-- test: an author stages a post, cannot publish it, and a staged body is checked as it is staged
select rls_test.act_as_member('author');
insert into public.collection_drafts (collection, item_id, item, label)
values ('posts', 'a0e1b2c3-0000-4000-8000-0000000000a1', jsonb_build_object(
  'slug', 'staged-study', 'title', 'Staged study', 'summary', 'Not yet.', 'kind', 'case-study',
  'published_at', '2027-03-15', 'body', '{"type": "doc", "content": []}'::jsonb), 'Staged study');
select rls_test.expect_error(
  $$insert into public.posts (slug, title, summary, kind, body)
    values ('direct', 'D', 'D.', 'news', '{"type": "doc", "content": []}')$$,
  '42501', 'an author cannot publish a post');
select rls_test.expect_error(
  $$insert into public.collection_drafts (collection, item_id, item)
    values ('posts', gen_random_uuid(), jsonb_build_object('title', 'X', 'body',
      '{"type": "doc", "content": [{"type": "iframe"}]}'::jsonb))$$,
  '23514', 'a staged body is checked');
select rls_test.act_as_anon();
select rls_test.expect(
  not exists (select 1 from public.posts where slug = 'staged-study'), 'visitors do not see it');

-- test: an editor's publish puts a staged post live
select rls_test.act_as_editor();
insert into public.collection_drafts (collection, item_id, item, label)
values ('posts', 'a0e1b2c3-0000-4000-8000-0000000000a2', jsonb_build_object(
  'slug', 'published-study', 'title', 'Published study', 'summary', 'Now.', 'kind', 'case-study',
  'published_at', '2027-03-15', 'results', '[{"figure": "40%", "label": "shorter test time"}]'::jsonb,
  'body', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "Done."}]}]}'::jsonb),
  'Published study');
select rls_test.expect(public.publish_site_text_drafts() >= 1, 'the staged post is published');
select rls_test.expect(
  (select word_count = 1 and results -> 0 ->> 'figure' = '40%'
   from public.posts where slug = 'published-study'),
  'the published post has its results and its derived word count');

-- test: an image a post shows is in use, and a removed post's address can send on
select rls_test.act_as_service_role();
insert into public.media (id, path, alt, file_name, content_type, size_bytes, width, height)
values ('b0e1b2c3-0000-4000-8000-0000000000b7',
  'b0e1b2c3-0000-4000-8000-0000000000b7/c0e1b2c3-0000-4000-8000-0000000000b7.webp',
  'A probe card', 'probe.webp', 'image/webp', 1000, 1200, 800);
select rls_test.act_as_editor();
insert into public.posts (id, slug, title, summary, kind, body)
values ('a0e1b2c3-0000-4000-8000-0000000000a3', 'probe-cards', 'Probe cards', 'On probes.', 'insight',
  '{"type": "doc", "content": [{"type": "image", "attrs": {"mediaId": "b0e1b2c3-0000-4000-8000-0000000000b7", "alt": "A probe card"}}]}');
select rls_test.expect(
  (select count(*) from public.media_uses('b0e1b2c3-0000-4000-8000-0000000000b7')
   where collection = 'posts' and not staged) = 1,
  'an image in a body is a use of it');
select rls_test.expect_error(
  $$select public.remove_media('b0e1b2c3-0000-4000-8000-0000000000b7')$$,
  '23503', 'an image a post shows cannot be deleted');
select public.remove_collection_item('posts', 'a0e1b2c3-0000-4000-8000-0000000000a3', '/insights');
select rls_test.expect(
  (select target_path from public.redirects where source_path = '/insights/probe-cards') = '/insights',
  'the removed post''s address sends on to the list');
