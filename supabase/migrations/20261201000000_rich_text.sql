-- Rich-text bodies (posts' bodies, pages' rich-text blocks) are ProseMirror documents in
-- Tiptap's JSON shape, limited to the nodes, marks and attributes of lib/rich-text/document.ts.
-- public.rich_text_problem(doc) says why one may not be stored, or null when it may; a table's
-- trigger raises its answer (errcode 23514), so every writer, the Data API included, is held to
-- the same rules as the editor.
--
-- It is documentProblem (lib/rich-text/problem.ts) in SQL: the same walk, the same first
-- problem and the same words (content/rich-text.ts). Change them together; the Jest test
-- lib/rich-text/__tests__/database-parity.test.ts compares both on every hostile body.
--
-- The size limit is on the stored text, octet_length(doc::text): jsonb's own spelling, with a
-- space after each ":" and ",". The TypeScript side measures that same spelling.

-- Names in messages: JSON-quoted (to_jsonb escapes as JSON.stringify does), cut at 100 characters.
create function private.rich_text_quoted(name text)
returns text
language sql
immutable
set search_path = ''
as $body$
  select to_jsonb(case when char_length(name) > 100 then left(name, 100) || '…' else name end)::text
$body$;

-- The words of content/rich-text.ts (richTextProblems); first and second are quoted names.
create function private.rich_text_words(kind text, first text default null, second text default null)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case kind
    when 'notDocument' then
      'The text is not a rich-text document: it must be an object with "type": "doc" and a "content" list.'
    when 'tooLarge' then 'The text is too long: it may take at most 200,000 bytes when stored.'
    when 'tooDeep' then
      'The text is nested too deeply: lists, quotes and tables may sit at most 12 levels inside each other.'
    when 'notNode' then 'The text has a part that is not a node (an object with a "type").'
    when 'unknownNode' then format('The text has a part of a kind that is not allowed: %s.', first)
    when 'misplaced' then format('A %s node cannot sit inside %s.', first, second)
    when 'fieldNotAllowed' then format('The %s node has a field that is not allowed: %s.', first, second)
    when 'contentNotList' then format('The content of the %s node must be a list of nodes.', first)
    when 'attrsNotObject' then format('The attributes of the %s node must be an object.', first)
    when 'attrNotAllowed' then
      format('The %s node has an attribute that is not allowed: %s.', first, second)
    when 'attrInvalid' then
      format('The attribute %s of the %s node has a value that is not allowed.', second, first)
    when 'headingLevel' then 'A heading''s level must be 2, 3 or 4.'
    when 'imageMedia' then 'An image must name a picture in the media library by its id ("mediaId").'
    when 'imageAlt' then 'An image needs alt text that says what it shows.'
    when 'imageAltLength' then 'An image''s alt text may be at most 300 characters.'
    when 'imageCaptionLength' then 'An image''s caption may be at most 300 characters.'
    when 'text' then 'A text node must have some text.'
    when 'marksNotList' then 'The marks of a text node must be a list.'
    when 'notMark' then 'A text node has a mark that is not an object with a "type".'
    when 'unknownMark' then format('A text node has a mark of a kind that is not allowed: %s.', first)
    when 'markFieldNotAllowed' then format('The %s mark has a field that is not allowed: %s.', first, second)
    when 'markAttrsNotObject' then format('The attributes of the %s mark must be an object.', first)
    when 'markAttrNotAllowed' then
      format('The %s mark has an attribute that is not allowed: %s.', first, second)
    when 'markAttrInvalid' then
      format('The attribute %s of the %s mark has a value that is not allowed.', second, first)
    when 'linkNoAddress' then 'A link has no address. ' || allowed_links
    when 'linkRefused' then format('The link %s cannot be used. ', first) || allowed_links
  end
  from (select 'Links may go to https:// or http:// addresses, mailto: e-mail addresses, tel: phone numbers, '
    || 'pages on this site (starting with a single /) or sections of the page (starting with #).'
    as allowed_links) as words
$body$;

-- The patterns of lib/rich-text/links.ts: ASCII ranges only and case-sensitive matching, since
-- a case-insensitive match folds by locale (a Kelvin sign would pass for "k").
create function private.rich_text_link_problem(href text)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when href = '' then private.rich_text_words('linkNoAddress')
    when href !~ '&#?[A-Za-z0-9]+;' and (
      href ~ $re$^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*(:[0-9]{1,5})?([/?#][A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*)?$$re$
      or href ~ $re$^[Mm][Aa][Ii][Ll][Tt][Oo]:[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*([?][A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*)?$$re$
      or href ~ $re$^[Tt][Ee][Ll]:[0-9 +()-]*[0-9][0-9 +()-]*$$re$
      or href ~ $re$^/([A-Za-z0-9._~!$&'()*+,;=:@%?#-][A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*)?$$re$
      or href ~ $re$^#[A-Za-z0-9_.:-]+$$re$
    ) then null
    else private.rich_text_words('linkRefused', private.rich_text_quoted(href))
  end
$body$;

-- A JSON number that is a whole number from low to high (a CASE, so no string is cast).
create function private.rich_text_whole(value jsonb, low numeric, high numeric)
returns boolean
language sql
immutable
set search_path = ''
as $body$
  select case when jsonb_typeof(value) = 'number'
    then value::numeric = trunc(value::numeric) and value::numeric between low and high
    else false end
$body$;

-- What each attribute's value may be: nodeAttrProblem and linkAttrProblem in lib/rich-text/attrs.ts.
create function private.rich_text_attr_problem(owner text, attr text, value jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  invalid text := private.rich_text_words('attrInvalid', private.rich_text_quoted(owner), private.rich_text_quoted(attr));
  is_text boolean := jsonb_typeof(value) = 'string';
  str text := case when jsonb_typeof(value) = 'string' then value #>> '{}' end;
  is_null boolean := jsonb_typeof(value) = 'null';
begin
  case owner || '.' || attr
    when 'heading.level' then
      return case when value in ('2'::jsonb, '3'::jsonb, '4'::jsonb) then null
        else private.rich_text_words('headingLevel') end;
    when 'orderedList.start' then
      return case when private.rich_text_whole(value, 0, 100000) then null else invalid end;
    when 'orderedList.type' then
      return case when is_null or str in ('1', 'a', 'A', 'i', 'I') then null else invalid end;
    when 'codeBlock.language' then
      return case when is_null or coalesce(str ~ '^[A-Za-z0-9_+#.-]{0,40}$', false) then null
        else invalid end;
    when 'image.mediaId' then
      return case when coalesce(str ~ '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$', false)
        then null else private.rich_text_words('imageMedia') end;
    when 'image.alt' then
      if not is_text
        or str !~ '[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]'
      then
        return private.rich_text_words('imageAlt');
      end if;
      return case when char_length(str) > 300 then private.rich_text_words('imageAltLength') end;
    when 'image.caption' then
      if is_null then return null; end if;
      if not is_text then return invalid; end if;
      return case when char_length(str) > 300 then private.rich_text_words('imageCaptionLength') end;
    when 'tableCell.colspan', 'tableCell.rowspan', 'tableHeader.colspan', 'tableHeader.rowspan' then
      return case when private.rich_text_whole(value, 1, 1000) then null else invalid end;
    when 'tableCell.colwidth', 'tableHeader.colwidth' then
      return case when is_null or (
        jsonb_typeof(value) = 'array' and jsonb_array_length(value) <= 100
        and not exists (
          select 1 from jsonb_array_elements(value) as width
          where not private.rich_text_whole(width, 0, 10000))
      ) then null else invalid end;
    when 'link.href' then
      return case when is_text then private.rich_text_link_problem(str)
        else private.rich_text_words('linkNoAddress') end;
    when 'link.rel' then
      return case when is_null or (is_text and char_length(str) <= 100) then null
        else private.rich_text_words('markAttrInvalid', '"link"', private.rich_text_quoted(attr)) end;
    when 'link.target', 'link.class' then
      return case when is_null then null
        else private.rich_text_words('markAttrInvalid', '"link"', private.rich_text_quoted(attr)) end;
    else
      return invalid;
  end case;
end;
$body$;

-- markProblem in lib/rich-text/problem.ts.
create function private.rich_text_mark_problem(mark jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  mark_type text;
  allowed text[];
  key text;
  problem text;
begin
  if jsonb_typeof(mark) is distinct from 'object' or jsonb_typeof(mark -> 'type') is distinct from 'string' then
    return private.rich_text_words('notMark');
  end if;
  mark_type := mark ->> 'type';
  allowed := case mark_type
    when 'bold' then '{}'::text[] when 'italic' then '{}'::text[] when 'code' then '{}'::text[]
    when 'link' then array['href', 'target', 'rel', 'class'] end;
  if allowed is null then
    return private.rich_text_words('unknownMark', private.rich_text_quoted(mark_type));
  end if;
  for key in select jsonb_object_keys(mark) loop
    if key not in ('type', 'attrs') then
      return private.rich_text_words('markFieldNotAllowed', private.rich_text_quoted(mark_type), private.rich_text_quoted(key));
    end if;
  end loop;
  if mark ? 'attrs' and jsonb_typeof(mark -> 'attrs') <> 'object' then
    return private.rich_text_words('markAttrsNotObject', private.rich_text_quoted(mark_type));
  end if;
  for key in select jsonb_object_keys(coalesce(mark -> 'attrs', '{}')) loop
    if not key = any(allowed) then
      return private.rich_text_words('markAttrNotAllowed', private.rich_text_quoted(mark_type), private.rich_text_quoted(key));
    end if;
    problem := private.rich_text_attr_problem('link', key, mark -> 'attrs' -> key);
    if problem is not null then return problem; end if;
  end loop;
  if mark_type = 'link' and not coalesce(mark -> 'attrs' ? 'href', false) then
    return private.rich_text_words('linkNoAddress');
  end if;
  return null;
end;
$body$;

-- nodeProblem in lib/rich-text/problem.ts: the node, then its content in order. depth counts
-- from the document (0); allowed is what the parent may hold (null for the document).
create function private.rich_text_node_problem(node jsonb, depth integer, parent text, allowed text[])
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  blocks constant text[] := array['paragraph', 'heading', 'bulletList', 'orderedList',
    'blockquote', 'codeBlock', 'horizontalRule', 'image', 'table'];
  inlines constant text[] := array['text', 'hardBreak'];
  node_type text;
  attrs_allowed text[] := '{}';
  children text[] := '{}';
  fields text[];
  key text;
  child jsonb;
  mark jsonb;
  problem text;
begin
  if jsonb_typeof(node) is distinct from 'object' or jsonb_typeof(node -> 'type') is distinct from 'string' then
    return private.rich_text_words('notNode');
  end if;
  if depth > 12 then
    return private.rich_text_words('tooDeep');
  end if;
  node_type := node ->> 'type';
  case node_type
    when 'doc', 'listItem', 'blockquote' then children := blocks;
    when 'paragraph', 'hardBreak', 'horizontalRule', 'text' then
      children := case when node_type = 'paragraph' then inlines else '{}' end;
    when 'heading' then attrs_allowed := array['level']; children := inlines;
    when 'bulletList' then children := array['listItem'];
    when 'orderedList' then attrs_allowed := array['start', 'type']; children := array['listItem'];
    when 'codeBlock' then attrs_allowed := array['language']; children := array['text'];
    when 'image' then attrs_allowed := array['mediaId', 'alt', 'caption'];
    when 'table' then children := array['tableRow'];
    when 'tableRow' then children := array['tableCell', 'tableHeader'];
    when 'tableCell', 'tableHeader' then
      attrs_allowed := array['colspan', 'rowspan', 'colwidth']; children := blocks;
    else
      return private.rich_text_words('unknownNode', private.rich_text_quoted(node_type));
  end case;
  if parent is not null and not node_type = any(allowed) then
    return private.rich_text_words('misplaced', private.rich_text_quoted(node_type), private.rich_text_quoted(parent));
  end if;

  fields := case node_type
    when 'doc' then array['type', 'content']
    when 'text' then array['type', 'text', 'marks']
    else array['type', 'attrs'] || case when cardinality(children) > 0 then array['content'] else '{}' end
  end;
  for key in select jsonb_object_keys(node) loop
    if not key = any(fields) then
      return private.rich_text_words('fieldNotAllowed', private.rich_text_quoted(node_type), private.rich_text_quoted(key));
    end if;
  end loop;

  if node ? 'attrs' and jsonb_typeof(node -> 'attrs') <> 'object' then
    return private.rich_text_words('attrsNotObject', private.rich_text_quoted(node_type));
  end if;
  for key in select jsonb_object_keys(coalesce(node -> 'attrs', '{}')) loop
    if not key = any(attrs_allowed) then
      return private.rich_text_words('attrNotAllowed', private.rich_text_quoted(node_type), private.rich_text_quoted(key));
    end if;
    problem := private.rich_text_attr_problem(node_type, key, node -> 'attrs' -> key);
    if problem is not null then return problem; end if;
  end loop;
  if node_type = 'heading' and not coalesce(node -> 'attrs' ? 'level', false) then
    return private.rich_text_words('headingLevel');
  elsif node_type = 'image' and not coalesce(node -> 'attrs' ? 'mediaId', false) then
    return private.rich_text_words('imageMedia');
  elsif node_type = 'image' and not coalesce(node -> 'attrs' ? 'alt', false) then
    return private.rich_text_words('imageAlt');
  end if;

  if node_type = 'text' then
    if jsonb_typeof(node -> 'text') is distinct from 'string' or node ->> 'text' = '' then
      return private.rich_text_words('text');
    end if;
    if node ? 'marks' and jsonb_typeof(node -> 'marks') <> 'array' then
      return private.rich_text_words('marksNotList');
    end if;
    for mark in select value from jsonb_array_elements(coalesce(node -> 'marks', '[]'))
      with ordinality as marks (value, position) order by position loop
      problem := private.rich_text_mark_problem(mark);
      if problem is not null then return problem; end if;
    end loop;
  end if;

  if not node ? 'content' then
    return null;
  end if;
  if jsonb_typeof(node -> 'content') <> 'array' then
    return private.rich_text_words('contentNotList', private.rich_text_quoted(node_type));
  end if;
  for child in select value from jsonb_array_elements(node -> 'content')
    with ordinality as content (value, position) order by position loop
    problem := private.rich_text_node_problem(child, depth + 1, node_type, children);
    if problem is not null then return problem; end if;
  end loop;
  return null;
end;
$body$;

revoke execute on function private.rich_text_quoted(text) from public, anon, authenticated;
revoke execute on function private.rich_text_words(text, text, text) from public, anon, authenticated;
revoke execute on function private.rich_text_link_problem(text) from public, anon, authenticated;
revoke execute on function private.rich_text_whole(jsonb, numeric, numeric) from public, anon, authenticated;
revoke execute on function private.rich_text_attr_problem(text, text, jsonb) from public, anon, authenticated;
revoke execute on function private.rich_text_mark_problem(jsonb) from public, anon, authenticated;
revoke execute on function private.rich_text_node_problem(jsonb, integer, text, text[]) from public, anon, authenticated;

-- Why a body may not be stored, in the editor's words; null when it may. Runs as its owner
-- only to reach its helpers in private: it reads no table and has no effect.
create function public.rich_text_problem(doc jsonb)
returns text
language plpgsql
immutable
security definer
set search_path = ''
as $body$
begin
  if jsonb_typeof(doc) is distinct from 'object'
    or (doc -> 'type') is distinct from '"doc"'::jsonb
    or jsonb_typeof(doc -> 'content') is distinct from 'array'
  then
    return private.rich_text_words('notDocument');
  end if;
  if octet_length(doc::text) > 200000 then
    return private.rich_text_words('tooLarge');
  end if;
  return private.rich_text_node_problem(doc, 0, null, null);
end;
$body$;

comment on function public.rich_text_problem(jsonb) is
  'Why a rich-text body may not be stored (the first problem, in the words the editor shows), or null. Kept in step with documentProblem in lib/rich-text/problem.ts.';

revoke execute on function public.rich_text_problem(jsonb) from public;
grant execute on function public.rich_text_problem(jsonb) to anon, authenticated, service_role;
