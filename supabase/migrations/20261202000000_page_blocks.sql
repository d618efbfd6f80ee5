-- A page's layout (public.pages.layout) is an ordered array of blocks, each an object with a
-- type, a stable id and the fields of lib/blocks/types.ts. public.page_layout_problem(layout)
-- says why one may not be stored, or null when it may; the pages' triggers raise its answer, so
-- every writer, the Data API included, is held to the same rules as the editor. Whether the
-- images and items a layout names exist is the triggers' to check, not this function's.
--
-- It is layoutProblem (lib/blocks/validate.ts) in SQL: the same walk, the same first problem
-- and the same words (content/admin-blocks.ts). Change them together; the Jest test
-- lib/blocks/__tests__/database-parity.test.ts compares both on every layout of its fixture.
-- Links follow the rich-text rules (private.rich_text_link_problem), and a rich-text block's
-- body is checked by public.rich_text_problem (20261201000000_rich_text.sql).
--
-- Each problem is the end of a sentence ("the heading is missing."); the layout's answer puts
-- "Block 3 (Hero): " before it. Whatever the input (null, a scalar, deep nesting, a huge list),
-- the answer is a sentence: nothing here casts or walks a value before its type is known, and a
-- list longer than it may be is refused before it is read.

-- A count as the sentences write it: 1,000.
create function private.page_block_number(value integer)
returns text
language sql
immutable
set search_path = ''
as $body$
  select to_char(value, 'FM999,999,999')
$body$;

-- The words of content/admin-blocks.ts (blockProblems, layoutProblems); a, b and c are the
-- subjects, names and counts each sentence takes, already written out.
create function private.page_block_words(kind text, a text default null, b text default null, c text default null)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case kind
    when 'missing' then format('%s is missing.', a)
    when 'tooLong' then format('%s is too long: at most %s characters.', a, b)
    when 'notText' then format('%s must be text.', a)
    when 'notObject' then format('%s must be an object.', a)
    when 'notList' then format('%s must be a list.', a)
    when 'fieldNotAllowed' then format('%s has a field that is not allowed: %s.', a, b)
    when 'choose' then format('choose %s.', a)
    when 'notAChoice' then format('%s is not one of the choices: choose again.', a)
    when 'link' then format('%s cannot be used: it must be a page of this site (/about), a section of the page (#contact), '
      || 'a full web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…).', a)
    when 'tooFew' then format('add at least one %s.', a)
    when 'tooMany' then format('there may be at most %s %s.', a, b)
    when 'same' then format('%s is the same as %s.', a, b)
    when 'wholeNumber' then format('%s must be a whole number from %s to %s.', a, b, c)
    when 'idMissing' then 'the block has no id.'
    when 'idForm' then 'the block''s id must be 1 to 64 letters, digits, "-" or "_".'
    when 'idTaken' then format('the block''s id is the same as block %s''s.', a)
    when 'layoutNotList' then 'The page''s blocks must be a list.'
    when 'layoutTooMany' then format('A page may hold at most %s blocks.', a)
    when 'notBlock' then format('Block %s is not a block: an object with a "type" and an "id".', a)
    when 'unknownType' then format('Block %s is of a kind that is not allowed: %s.', a, b)
    when 'inBlock' then format('Block %s (%s): %s', a, b, c)
  end
$body$;

-- What editors call each type of block (blockTypeNames); null for a type the site does not know.
create function private.page_block_type_name(block_type text)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case block_type
    when 'hero' then 'Hero'
    when 'rich-text' then 'Rich text'
    when 'image' then 'Image'
    when 'two-columns' then 'Text and image'
    when 'cards' then 'Cards'
    when 'figures' then 'Figures'
    when 'questions' then 'Questions and answers'
    when 'latest-posts' then 'Latest posts'
    when 'call-to-action' then 'Call to action'
    when 'contact' then 'Contact'
  end
$body$;

-- textProblem (lib/blocks/field-checks.ts): a required text holds a visible character (the
-- pattern of image alt text in 20261201000000_rich_text.sql); every text keeps its length.
-- A null value is an absent field; JSON's null is a value, and not a text.
create function private.page_block_text_problem(value jsonb, subject text, required boolean, max integer)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when value is null then
      case when required then private.page_block_words('missing', subject) end
    when jsonb_typeof(value) <> 'string' then private.page_block_words('notText', subject)
    when required
      and (value #>> '{}') !~ '[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]'
      then private.page_block_words('missing', subject)
    when char_length(value #>> '{}') > max then
      private.page_block_words('tooLong', subject, private.page_block_number(max))
  end
$body$;

-- linkFieldProblem: the addresses a rich-text link may have; an optional one may be empty.
create function private.page_block_link_problem(value jsonb, subject text, required boolean)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when value is null or value = '""'::jsonb then
      case when required then private.page_block_words('missing', subject) end
    when jsonb_typeof(value) <> 'string' then private.page_block_words('notText', subject)
    when char_length(value #>> '{}') > 500 then
      private.page_block_words('tooLong', subject, private.page_block_number(500))
    when private.rich_text_link_problem(value #>> '{}') is not null then
      private.page_block_words('link', subject)
  end
$body$;

-- choiceProblem: `valid` says whether the value is one of the choices (or of their form).
create function private.page_block_choice_problem(value jsonb, subject text, required boolean, valid boolean)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when value is null or (required and value = '""'::jsonb) then
      case when required then private.page_block_words('choose', subject) end
    when coalesce(valid, false) then null
    else private.page_block_words('notAChoice', subject)
  end
$body$;

-- Whether a value is a string that one of the patterns below matches in whole.
create function private.page_block_matches(value jsonb, pattern text)
returns boolean
language sql
immutable
set search_path = ''
as $body$
  select case when jsonb_typeof(value) = 'string' then (value #>> '{}') ~ pattern else false end
$body$;

-- An image of the media library, or a row of a collection, by its id (a UUID).
create function private.page_block_is_item_id(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $body$
  select private.page_block_matches(value, '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$')
$body$;

-- extraFieldProblem: the first key `object` may not have, in jsonb's key order.
create function private.page_block_extra_field(object jsonb, allowed text[], subject text)
returns text
language sql
immutable
set search_path = ''
as $body$
  select private.page_block_words('fieldNotAllowed', subject, private.rich_text_quoted(keys.key))
  from jsonb_object_keys(object) with ordinality as keys (key, position)
  where not keys.key = any(allowed)
  order by keys.position
  limit 1
$body$;

-- listProblem: not a list, or more or fewer items than it may hold.
create function private.page_block_list_problem(value jsonb, subject text, item text, items text, max integer)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when value is null then private.page_block_words('tooFew', item)
    when jsonb_typeof(value) <> 'array' then private.page_block_words('notList', subject)
    when jsonb_array_length(value) = 0 then private.page_block_words('tooFew', item)
    when jsonb_array_length(value) > max then
      private.page_block_words('tooMany', private.page_block_number(max), items)
  end
$body$;

-- A button (actionProblems in lib/blocks/block-fields.ts).
create function private.page_block_action_problem(action jsonb, required boolean)
returns text
language sql
immutable
set search_path = ''
as $body$
  select case
    when action is null then
      case when required then private.page_block_words('missing', 'the button') end
    when jsonb_typeof(action) <> 'object' then private.page_block_words('notObject', 'the button')
    else coalesce(
      private.page_block_extra_field(action, array['label', 'href'], 'the button'),
      private.page_block_text_problem(action -> 'label', 'the button''s label', true, 40),
      private.page_block_link_problem(action -> 'href', 'the button''s link', true)
    )
  end
$body$;

-- Written cards, figures or questions (itemsProblems): the list, then each item in order.
create function private.page_block_items_problem(list jsonb, field text)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  item text;
  most integer;
  fields text[];
  entry jsonb;
  n integer;
  problem text;
begin
  case field
    when 'cards' then item := 'card'; most := 12; fields := array['title', 'text', 'href'];
    when 'figures' then item := 'figure'; most := 6; fields := array['figure', 'label'];
    else item := 'question'; most := 20; fields := array['question', 'answer'];
  end case;
  problem := private.page_block_list_problem(list, 'the ' || field, item, field, most);
  if problem is not null then
    return problem;
  end if;
  for entry, n in select value, position from jsonb_array_elements(list)
    with ordinality as entries (value, position) order by position loop
    if jsonb_typeof(entry) <> 'object' then
      return private.page_block_words('notObject', item || ' ' || n);
    end if;
    problem := coalesce(
      private.page_block_extra_field(entry, fields, item || ' ' || n),
      case field
        when 'cards' then coalesce(
          private.page_block_text_problem(entry -> 'title', format('the title of card %s', n), true, 80),
          private.page_block_text_problem(entry -> 'text', format('the text of card %s', n), true, 300),
          private.page_block_link_problem(entry -> 'href', format('the link of card %s', n), false))
        when 'figures' then coalesce(
          private.page_block_text_problem(entry -> 'figure', format('the number of figure %s', n), true, 20),
          private.page_block_text_problem(entry -> 'label', format('the label of figure %s', n), true, 120))
        else coalesce(
          private.page_block_text_problem(entry -> 'question', format('the text of question %s', n), true, 200),
          private.page_block_text_problem(entry -> 'answer', format('the answer to question %s', n), true, 2000))
      end
    );
    if problem is not null then
      return problem;
    end if;
  end loop;
  return null;
end;
$body$;

-- A collection's items by id (idsProblems): each a UUID, none twice, whatever its letters' case.
create function private.page_block_ids_problem(list jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  seen text[] := '{}';
  entry jsonb;
  n integer;
  earlier integer;
  problem text;
begin
  problem := private.page_block_list_problem(list, 'the cards', 'card', 'cards', 12);
  if problem is not null then
    return problem;
  end if;
  for entry, n in select value, position from jsonb_array_elements(list)
    with ordinality as entries (value, position) order by position loop
    problem := private.page_block_choice_problem(entry, 'card ' || n, true, private.page_block_is_item_id(entry));
    if problem is not null then
      return problem;
    end if;
    earlier := array_position(seen, lower(entry #>> '{}'));
    if earlier is not null then
      return private.page_block_words('same', 'card ' || n, 'card ' || earlier);
    end if;
    seen := seen || lower(entry #>> '{}');
  end loop;
  return null;
end;
$body$;

-- bodyProblem (lib/blocks/body.ts): a document rich_text_problem accepts (its problem starts
-- "The", "A" or "An", lower-cased to end this sentence) that shows an image or a visible
-- character. Once accepted, only text nodes have a "text" and only image nodes are typed
-- "image", and nothing nests deeper than 12.
create function private.page_block_body_problem(body jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  problem text;
begin
  if body is null then
    return private.page_block_words('missing', 'the text');
  end if;
  problem := public.rich_text_problem(body);
  if problem is not null then
    return lower(left(problem, 1)) || substr(problem, 2);
  end if;
  if jsonb_path_exists(body, 'strict $.**.type ? (@ == "image")')
    or exists (
      select 1 from jsonb_path_query(body, 'strict $.**.text') as texts (value)
      where jsonb_typeof(texts.value) = 'string'
        and (texts.value #>> '{}') ~ '[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]'
    )
  then
    return null;
  end if;
  return private.page_block_words('missing', 'the text');
end;
$body$;

-- One block of a known type whose id is fine (fieldProblems, after allowedFields): the fields
-- it may not have, then its own in the order its form shows them.
create function private.page_block_problem(block jsonb, block_type text)
returns text
language plpgsql
immutable
set search_path = ''
as $body$
declare
  source text := case when jsonb_typeof(block -> 'source') = 'string' then block ->> 'source' end;
  heading_required boolean := block_type in ('hero', 'call-to-action', 'contact');
  fields text[];
  problem text;
begin
  fields := case block_type
    when 'hero' then array['heading', 'text', 'imageId', 'action']
    when 'rich-text' then array['body']
    when 'image' then array['imageId', 'caption']
    when 'two-columns' then array['heading', 'text', 'imageId', 'imageSide']
    when 'cards' then case
      when source = 'hand' then array['heading', 'source', 'cards']
      when source in ('services', 'industries', 'leaders') then array['heading', 'source', 'ids']
      else array['heading', 'source', 'ids', 'cards'] end
    when 'figures' then array['heading', 'figures']
    when 'questions' then array['heading', 'questions']
    when 'latest-posts' then array['heading', 'kind', 'industryId', 'serviceId', 'count']
    when 'call-to-action' then array['heading', 'text', 'action']
    when 'contact' then array['heading', 'text', 'department']
  end;
  problem := private.page_block_extra_field(block, array['type', 'id'] || fields, 'the block');
  if problem is not null then
    return problem;
  end if;

  case block_type
    when 'rich-text' then
      return private.page_block_body_problem(block -> 'body');
    when 'image' then
      return coalesce(
        private.page_block_choice_problem(block -> 'imageId', 'the image', true, private.page_block_is_item_id(block -> 'imageId')),
        private.page_block_text_problem(block -> 'caption', 'the caption', false, 300));
    else
      problem := private.page_block_text_problem(block -> 'heading', 'the heading', heading_required, 120);
      if problem is not null then
        return problem;
      end if;
  end case;

  case block_type
    when 'hero' then
      return coalesce(
        private.page_block_text_problem(block -> 'text', 'the text', false, 1000),
        private.page_block_choice_problem(block -> 'imageId', 'the image', false, private.page_block_is_item_id(block -> 'imageId')),
        private.page_block_action_problem(block -> 'action', false));
    when 'two-columns' then
      return coalesce(
        private.page_block_text_problem(block -> 'text', 'the text', true, 1000),
        private.page_block_choice_problem(block -> 'imageId', 'the image', true, private.page_block_is_item_id(block -> 'imageId')),
        private.page_block_choice_problem(block -> 'imageSide', 'the image''s side', true,
          private.page_block_matches(block -> 'imageSide', '^(start|end)$')));
    when 'cards' then
      return coalesce(
        private.page_block_choice_problem(block -> 'source', 'the kind of cards', true,
          source in ('hand', 'services', 'industries', 'leaders')),
        case
          when source = 'hand' then private.page_block_items_problem(block -> 'cards', 'cards')
          when source in ('services', 'industries', 'leaders') then private.page_block_ids_problem(block -> 'ids')
        end);
    when 'figures' then
      return private.page_block_items_problem(block -> 'figures', 'figures');
    when 'questions' then
      return private.page_block_items_problem(block -> 'questions', 'questions');
    when 'latest-posts' then
      return coalesce(
        private.page_block_choice_problem(block -> 'kind', 'the kind of posts', false,
          jsonb_typeof(block -> 'kind') = 'string'
            and (block ->> 'kind') = any(enum_range(null::public.post_kind)::text[])),
        private.page_block_choice_problem(block -> 'industryId', 'the industry', false, private.page_block_is_item_id(block -> 'industryId')),
        private.page_block_choice_problem(block -> 'serviceId', 'the service', false, private.page_block_is_item_id(block -> 'serviceId')),
        case when not private.rich_text_whole(block -> 'count', 1, 12) then
          private.page_block_words('wholeNumber', 'the number of posts', '1', '12') end);
    when 'call-to-action' then
      return coalesce(
        private.page_block_text_problem(block -> 'text', 'the text', false, 1000),
        private.page_block_action_problem(block -> 'action', true));
    else
      return coalesce(
        private.page_block_text_problem(block -> 'text', 'the text', false, 1000),
        private.page_block_choice_problem(block -> 'department', 'the department', true,
          private.page_block_matches(block -> 'department', '^[a-z0-9]+(-[a-z0-9]+)*$')
            and char_length(block ->> 'department') <= 100));
  end case;
end;
$body$;

revoke execute on function private.page_block_number(integer) from public, anon, authenticated;
revoke execute on function private.page_block_words(text, text, text, text) from public, anon, authenticated;
revoke execute on function private.page_block_type_name(text) from public, anon, authenticated;
revoke execute on function private.page_block_text_problem(jsonb, text, boolean, integer) from public, anon, authenticated;
revoke execute on function private.page_block_link_problem(jsonb, text, boolean) from public, anon, authenticated;
revoke execute on function private.page_block_choice_problem(jsonb, text, boolean, boolean) from public, anon, authenticated;
revoke execute on function private.page_block_matches(jsonb, text) from public, anon, authenticated;
revoke execute on function private.page_block_is_item_id(jsonb) from public, anon, authenticated;
revoke execute on function private.page_block_extra_field(jsonb, text[], text) from public, anon, authenticated;
revoke execute on function private.page_block_list_problem(jsonb, text, text, text, integer) from public, anon, authenticated;
revoke execute on function private.page_block_action_problem(jsonb, boolean) from public, anon, authenticated;
revoke execute on function private.page_block_items_problem(jsonb, text) from public, anon, authenticated;
revoke execute on function private.page_block_ids_problem(jsonb) from public, anon, authenticated;
revoke execute on function private.page_block_body_problem(jsonb) from public, anon, authenticated;
revoke execute on function private.page_block_problem(jsonb, text) from public, anon, authenticated;

-- Why a layout may not be stored, in the editor's words; null when it may. Runs as its owner
-- only to reach its helpers in private: it reads no table and has no effect.
create function public.page_layout_problem(layout jsonb)
returns text
language plpgsql
immutable
security definer
set search_path = ''
as $body$
declare
  block jsonb;
  n integer;
  block_type text;
  name text;
  ids text[] := '{}';
  earlier integer;
  problem text;
begin
  if jsonb_typeof(layout) is distinct from 'array' then
    return private.page_block_words('layoutNotList');
  end if;
  if jsonb_array_length(layout) > 40 then
    return private.page_block_words('layoutTooMany', private.page_block_number(40));
  end if;
  for block, n in select value, position from jsonb_array_elements(layout)
    with ordinality as blocks (value, position) order by position loop
    if jsonb_typeof(block) <> 'object' or jsonb_typeof(block -> 'type') is distinct from 'string' then
      return private.page_block_words('notBlock', n::text);
    end if;
    block_type := block ->> 'type';
    name := private.page_block_type_name(block_type);
    if name is null then
      return private.page_block_words('unknownType', n::text, private.rich_text_quoted(block_type));
    end if;
    if not block ? 'id' then
      return private.page_block_words('inBlock', n::text, name, private.page_block_words('idMissing'));
    end if;
    if not private.page_block_matches(block -> 'id', '^[A-Za-z0-9_-]{1,64}$') then
      return private.page_block_words('inBlock', n::text, name, private.page_block_words('idForm'));
    end if;
    earlier := array_position(ids, block ->> 'id');
    if earlier is not null then
      return private.page_block_words('inBlock', n::text, name, private.page_block_words('idTaken', earlier::text));
    end if;
    ids := ids || (block ->> 'id');
    problem := private.page_block_problem(block, block_type);
    if problem is not null then
      return private.page_block_words('inBlock', n::text, name, problem);
    end if;
  end loop;
  return null;
end;
$body$;

comment on function public.page_layout_problem(jsonb) is
  'Why a page''s layout may not be stored (the first problem, in the words the editor shows), or null. Kept in step with layoutProblem in lib/blocks/validate.ts.';

revoke execute on function public.page_layout_problem(jsonb) from public;
grant execute on function public.page_layout_problem(jsonb) to anon, authenticated, service_role;
