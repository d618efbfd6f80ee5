-- Rich-text bodies: public.rich_text_problem accepts what the editor makes and refuses the rest,
-- in the words of documentProblem (lib/rich-text/problem.ts), whoever asks.

-- test: valid bodies have no problem
select rls_test.act_as_anon();
select rls_test.expect(public.rich_text_problem(body::jsonb) is null, format('%s is valid', what))
from (values
  ('the empty document', '{"type": "doc", "content": [{"type": "paragraph"}]}'),
  ('no content', '{"type": "doc", "content": []}'),
  ('marks and links', $$
    {"type": "doc", "content": [{"type": "paragraph", "content": [
      {"type": "text", "text": "bold", "marks": [{"type": "bold"}, {"type": "italic"}, {"type": "code"}]},
      {"type": "hardBreak"},
      {"type": "text", "text": "out", "marks": [{"type": "link", "attrs":
        {"href": "https://example.com/a?b=1#c", "target": null, "rel": "noopener", "class": null}}]},
      {"type": "text", "text": "mail", "marks": [{"type": "link", "attrs": {"href": "mailto:info@example.com"}}]},
      {"type": "text", "text": "call", "marks": [{"type": "link", "attrs": {"href": "tel:+44 (0)20 7946-0000"}}]},
      {"type": "text", "text": "page", "marks": [{"type": "link", "attrs": {"href": "/services/dft"}}]},
      {"type": "text", "text": "jump", "marks": [{"type": "link", "attrs": {"href": "#results"}}]}]}]}$$),
  ('headings, lists, quotes and code', $$
    {"type": "doc", "content": [
      {"type": "heading", "attrs": {"level": 2}, "content": [{"type": "text", "text": "Two"}]},
      {"type": "heading", "attrs": {"level": 4}, "content": [{"type": "text", "text": "Four"}]},
      {"type": "orderedList", "attrs": {"start": 3, "type": null}, "content": [{"type": "listItem",
        "content": [{"type": "paragraph"}, {"type": "bulletList", "content": [{"type": "listItem",
        "content": [{"type": "paragraph"}]}]}]}]},
      {"type": "blockquote", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "<script>"}]}]},
      {"type": "codeBlock", "attrs": {"language": "typescript"}, "content": [{"type": "text", "text": "a\nb"}]},
      {"type": "horizontalRule"}]}$$),
  ('images and tables', $$
    {"type": "doc", "content": [
      {"type": "image", "attrs": {"mediaId": "7d3c1b0e-2f4a-4c5d-9e8f-0a1b2c3d4e5f", "alt": "A board", "caption": null}},
      {"type": "table", "content": [{"type": "tableRow", "content": [
        {"type": "tableHeader", "attrs": {"colspan": 1, "rowspan": 2, "colwidth": [120]}, "content": [{"type": "paragraph"}]},
        {"type": "tableCell", "attrs": {"colspan": 2, "rowspan": 1, "colwidth": null}, "content": [{"type": "paragraph"}]}]}]}]}$$),
  ('twelve levels deep, text included', $$
    {"type": "doc", "content": [{"type": "blockquote", "content": [{"type": "blockquote", "content": [
    {"type": "blockquote", "content": [{"type": "blockquote", "content": [{"type": "blockquote", "content": [
    {"type": "blockquote", "content": [{"type": "blockquote", "content": [{"type": "blockquote", "content": [
    {"type": "blockquote", "content": [{"type": "blockquote", "content": [{"type": "paragraph", "content": [
    {"type": "text", "text": "deep"}]}]}]}]}]}]}]}]}]}]}]}]}$$)
) as bodies (what, body);

-- test: the size limit is on the stored text, 200,000 bytes
select rls_test.act_as_anon();
with base as (
  select octet_length('{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": ""}]}]}') as bytes
), bodies as (
  select n, jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object(
    'type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object(
      'type', 'text', 'text', 'é' || repeat('a', 200000 - base.bytes - 2 + n)))))) as body
  from base, (values (0), (1)) as extra (n)
)
select rls_test.expect(
  octet_length(body::text) = 200000 + n
    and (public.rich_text_problem(body) is null) = (n = 0)
    and (n = 0 or public.rich_text_problem(body)
      = 'The text is too long: it may take at most 200,000 bytes when stored.'),
  format('a body of %s bytes is %s', 200000 + n, case when n = 0 then 'accepted' else 'refused' end))
from bodies;

-- test: hostile bodies are refused with the editor's words
create function rls_test.links_allowed() returns text language sql as $$
  select 'Links may go to https:// or http:// addresses, mailto: e-mail addresses, tel: phone numbers, '
    || 'pages on this site (starting with a single /) or sections of the page (starting with #).'
$$;
create function rls_test.linked(href text) returns jsonb language sql as $$
  select jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object(
    'type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object(
      'type', 'text', 'text', 'Read more', 'marks', jsonb_build_array(jsonb_build_object(
        'type', 'link', 'attrs', jsonb_build_object('href', href))))))))
$$;
select rls_test.act_as_anon();
select rls_test.expect(
  public.rich_text_problem(body) is not distinct from expected,
  format('%s: expected %s, got %s', what, expected, public.rich_text_problem(body)))
from (values
  ('SQL null', null::jsonb,
    'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.'),
  ('JSON null', 'null',
    'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.'),
  ('an array', '[]',
    'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.'),
  ('content that is a string', '{"type": "doc", "content": "<script>alert(1)</script>"}',
    'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.'),
  ('a script node', '{"type": "doc", "content": [{"type": "script", "content": [{"type": "text", "text": "x"}]}]}',
    'The text has a part of a kind that is not allowed: "script".'),
  ('an html node', '{"type": "doc", "content": [{"type": "html", "content": "<img src=x onerror=alert(1)>"}]}',
    'The text has a part of a kind that is not allowed: "html".'),
  ('a node of type __proto__', '{"type": "doc", "content": [{"type": "__proto__"}]}',
    'The text has a part of a kind that is not allowed: "__proto__".'),
  ('a node without a type', '{"type": "doc", "content": [{"content": []}]}',
    'The text has a part that is not a node (an object with a "type").'),
  ('text straight in the document', '{"type": "doc", "content": [{"type": "text", "text": "x"}]}',
    'A "text" node cannot sit inside "doc".'),
  ('a paragraph with onclick', '{"type": "doc", "content": [{"type": "paragraph", "attrs": {"onclick": "alert(1)"}}]}',
    'The "paragraph" node has an attribute that is not allowed: "onclick".'),
  ('a paragraph with a style field', '{"type": "doc", "content": [{"type": "paragraph", "style": "x"}]}',
    'The "paragraph" node has a field that is not allowed: "style".'),
  ('a __proto__ field', '{"type": "doc", "content": [{"type": "paragraph", "__proto__": {"x": 1}}]}',
    'The "paragraph" node has a field that is not allowed: "__proto__".'),
  ('heading level 1', '{"type": "doc", "content": [{"type": "heading", "attrs": {"level": 1}}]}',
    'A heading''s level must be 2, 3 or 4.'),
  ('heading level "2"', '{"type": "doc", "content": [{"type": "heading", "attrs": {"level": "2"}}]}',
    'A heading''s level must be 2, 3 or 4.'),
  ('a heading without a level', '{"type": "doc", "content": [{"type": "heading"}]}',
    'A heading''s level must be 2, 3 or 4.'),
  ('an image with src', '{"type": "doc", "content": [{"type": "image", "attrs": {"src": "https://evil.example/x.png", "alt": "x"}}]}',
    'The "image" node has an attribute that is not allowed: "src".'),
  ('an image with a path for mediaId', '{"type": "doc", "content": [{"type": "image", "attrs": {"mediaId": "../x", "alt": "x"}}]}',
    'An image must name a picture in the media library by its id ("mediaId").'),
  ('an image without alt', '{"type": "doc", "content": [{"type": "image", "attrs": {"mediaId": "7d3c1b0e-2f4a-4c5d-9e8f-0a1b2c3d4e5f"}}]}',
    'An image needs alt text that says what it shows.'),
  ('an image with blank alt', '{"type": "doc", "content": [{"type": "image", "attrs": {"mediaId": "7d3c1b0e-2f4a-4c5d-9e8f-0a1b2c3d4e5f", "alt": " \u00a0\u200b"}}]}',
    'An image needs alt text that says what it shows.'),
  ('an empty text', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": ""}]}]}',
    'A text node must have some text.'),
  ('marks that are an object', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "x", "marks": {"type": "bold"}}]}]}',
    'The marks of a text node must be a list.'),
  ('an unknown mark', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "x", "marks": [{"type": "textStyle"}]}]}]}',
    'A text node has a mark of a kind that is not allowed: "textStyle".'),
  ('a link opening a new window', '{"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": "x", "marks": [{"type": "link", "attrs": {"href": "/a", "target": "_blank"}}]}]}]}',
    'The attribute "target" of the "link" mark has a value that is not allowed.'),
  ('a table cell colspan as a string', '{"type": "doc", "content": [{"type": "table", "content": [{"type": "tableRow", "content": [{"type": "tableCell", "attrs": {"colspan": "2"}, "content": []}]}]}]}',
    'The attribute "colspan" of the "tableCell" node has a value that is not allowed.'),
  ('javascript:', rls_test.linked('javascript:alert(1)'),
    'The link "javascript:alert(1)" cannot be used. ' || rls_test.links_allowed()),
  ('javascript: after spaces', rls_test.linked('  javascript:alert(1)'),
    'The link "  javascript:alert(1)" cannot be used. ' || rls_test.links_allowed()),
  ('javascript: split by a tab', rls_test.linked(E'java\tscript:alert(1)'),
    'The link "java\tscript:alert(1)" cannot be used. ' || rls_test.links_allowed()),
  ('javascript: with an entity', rls_test.linked('javascript&#58;alert(1)'),
    'The link "javascript&#58;alert(1)" cannot be used. ' || rls_test.links_allowed()),
  ('data:', rls_test.linked('data:text/html,x'),
    'The link "data:text/html,x" cannot be used. ' || rls_test.links_allowed()),
  ('vbscript:', rls_test.linked('VBScript:msgbox(1)'),
    'The link "VBScript:msgbox(1)" cannot be used. ' || rls_test.links_allowed()),
  ('protocol-relative', rls_test.linked('//evil.example'),
    'The link "//evil.example" cannot be used. ' || rls_test.links_allowed()),
  ('a backslash path', rls_test.linked('/\evil.example'),
    'The link "/\\evil.example" cannot be used. ' || rls_test.links_allowed()),
  ('a Kelvin sign for k', rls_test.linked('https://example.com/' || U&'\212A'),
    'The link "https://example.com/' || U&'\212A' || '" cannot be used. ' || rls_test.links_allowed()),
  ('an empty href', rls_test.linked(''), 'A link has no address. ' || rls_test.links_allowed()),
  ('a long href', rls_test.linked('javascript:' || repeat('a', 500)),
    'The link "javascript:' || repeat('a', 89) || '…" cannot be used. ' || rls_test.links_allowed())
) as cases (what, body, expected);

-- test: every API role may ask, but not call the helpers
select rls_test.expect(
  has_function_privilege(api_role, 'public.rich_text_problem(jsonb)', 'execute'),
  format('%s may call rich_text_problem', api_role))
from unnest(array['anon', 'authenticated', 'service_role']) as api_role;
select rls_test.expect(
  not has_function_privilege(api_role, 'private.rich_text_node_problem(jsonb, integer, text, text[])', 'execute'),
  format('%s cannot call the helpers', api_role))
from unnest(array['anon', 'authenticated']) as api_role;
select rls_test.act_as_editor();
select rls_test.expect(
  public.rich_text_problem('{"type": "doc", "content": [{"type": "iframe"}]}')
    = 'The text has a part of a kind that is not allowed: "iframe".',
  'an editor gets the same answer');
