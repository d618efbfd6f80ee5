-- Site search: visitors search the published services, industries, posts, built pages, leaders
-- and offices on /search, and editors see what they looked for.
--
-- Written for hosted Supabase and applied unchanged by the local stand-in (packages/local-
-- supabase, which loads PGlite's pg_trgm and unaccent for it).
--
-- public.search_documents holds one row per published item, written only by triggers on the
-- items' tables, in the same transaction as the change: a publish is searchable when it commits
-- and never before, and what is staged (public.collection_drafts) never reaches it. Its stored
-- tsvector weighs the title A, the summary B and the rest C, with English stemming and accents
-- ignored (public.site_search). public.search_site() is the one way the site searches: websearch
-- syntax ("a phrase", or, -left out), the last word also matched as the start of a word, and when
-- nothing matches, each unknown word replaced by the closest word the site uses (pg_trgm over
-- private.search_terms), the page saying "Showing results for …".
--
-- Another table joins the search with a function describing its rows and one call, e.g.:
--
--   create function private.search_fields(item public.events)
--   returns table (path text, title text, heading text, summary text, body text)
--   language sql stable set search_path = '' as $$ select '/events/' || item.slug, ... $$;
--   select private.make_searchable('public.events');
--
-- public.search_queries counts the searches per day and normalised query, whether they found
-- anything, and nothing about who searched; rows older than 90 days go every night.

-- Hosted projects keep extensions in the `extensions` schema.
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- English stems of unaccented words: "Vérifications" and "verification" are one lexeme.
create text search configuration public.site_search (copy = pg_catalog.english);
alter text search configuration public.site_search
  alter mapping for hword, hword_part, word with extensions.unaccent, pg_catalog.english_stem;

-- Whole words, unaccented and lower-cased, not stemmed: the words a misspelling is corrected to
-- and a last word is completed from.
create text search configuration public.site_search_words (parser = pg_catalog."default");
alter text search configuration public.site_search_words
  add mapping for asciiword, hword_asciipart with pg_catalog.simple;
alter text search configuration public.site_search_words
  add mapping for word, hword_part, numword, hword_numpart with extensions.unaccent, pg_catalog.simple;

create table public.search_documents (
  -- The table the item is in: services, industries, posts, leaders, offices.
  kind text not null,
  item_id uuid not null,
  -- Where the site shows it.
  path text not null,
  title text not null,
  -- The page's own heading where it differs from the title in lists; weighed as the title.
  heading text,
  summary text not null default '',
  body text not null default '',
  document tsvector generated always as (
    setweight(to_tsvector('public.site_search'::regconfig, title || ' ' || coalesce(heading, '')), 'A')
    || setweight(to_tsvector('public.site_search'::regconfig, summary), 'B')
    || setweight(to_tsvector('public.site_search'::regconfig, body), 'C')
  ) stored,
  updated_at timestamptz not null default now(),
  primary key (kind, item_id),
  constraint search_documents_kind check (kind ~ '^[a-z][a-z_]{0,39}$'),
  constraint search_documents_path check (path ~ '^/' and char_length(path) <= 300)
);

comment on table public.search_documents is
  'What visitors can find on /search: one row per published item, written only by triggers on the items'' tables.';

create index search_documents_document_idx on public.search_documents using gin (document);

-- Everything here is published, so everyone reads it; nobody writes it but the triggers (owned
-- by the database owner), not even the service role.
revoke all on table public.search_documents from public, anon, authenticated, service_role;
grant select on table public.search_documents to anon, authenticated, service_role;
alter table public.search_documents enable row level security;
create policy "Everyone reads what is published" on public.search_documents
  for select to anon, authenticated using (true);

-- Every word the documents use (from 3 to 40 letters, stop words left out) and in how many
-- documents, for the corrections and the completion of a last word.
create table private.search_terms (
  term text primary key,
  documents integer not null constraint search_terms_documents check (documents >= 0)
);

create index search_terms_trigram_idx on private.search_terms using gin (term extensions.gin_trgm_ops);
create index search_terms_prefix_idx on private.search_terms (term text_pattern_ops);

revoke all on table private.search_terms from public, anon, authenticated;

-- A text as a document holds it: without the two private-use characters that mark a match in a
-- snippet (public.search_site), so a mark in a snippet is always one the search put there.
create function private.search_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(coalesce(value, ''), U&'\E000\E001', '');
$$;

-- The readable text of a rich-text document (lib/rich-text/stats.ts plainText): one line per
-- block of text or image caption, the pieces of a line joined as written.
create function private.rich_text_plain_text(doc jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with recursive node (value, place) as (
    select doc, array[]::integer[]
    union all
    select child.value, node.place || child.position::integer
    from node,
      jsonb_array_elements(
        case when jsonb_typeof(node.value -> 'content') = 'array' then node.value -> 'content' else '[]'::jsonb end
      ) with ordinality as child (value, position)
  ),
  piece (line, place, words) as (
    select node.place[1:cardinality(node.place) - 1], node.place,
      case when node.value ->> 'type' = 'hardBreak' then ' ' else node.value ->> 'text' end
    from node
    where cardinality(node.place) > 0
      and (node.value ->> 'type' = 'hardBreak'
        or (node.value ->> 'type' = 'text' and jsonb_typeof(node.value -> 'text') = 'string'))
    union all
    select node.place, node.place, node.value -> 'attrs' ->> 'caption'
    from node
    where node.value ->> 'type' = 'image' and jsonb_typeof(node.value -> 'attrs' -> 'caption') = 'string'
  )
  select coalesce(string_agg(line.words, E'\n' order by line.line), '')
  from (select piece.line, string_agg(piece.words, '' order by piece.place) as words from piece group by piece.line) as line;
$$;

-- What each kind of item shows the search: where it is, its title, its page's heading, a summary
-- and the rest of its words.

create function private.search_fields(item public.services)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select '/services/' || item.slug, item.name::text, item.title::text, item.subtitle::text,
    concat_ws(E'\n',
      item.overview,
      item.subcategory,
      item.practice::text,
      (select string_agg(concat_ws(E'\n', card.value ->> 'title', card.value ->> 'description'), E'\n' order by card.position)
       from jsonb_array_elements(item.key_benefits) with ordinality as card (value, position)),
      array_to_string(item.offerings, E'\n'));
$$;

create function private.search_fields(item public.industries)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select '/industries/' || item.slug, item.name::text, item.title::text, item.description::text,
    concat_ws(E'\n',
      item.subtitle,
      item.intro_heading,
      item.intro_description,
      (select string_agg(concat_ws(E'\n', card.value ->> 'title', card.value ->> 'description'), E'\n' order by card.position)
       from jsonb_array_elements(item.offerings) with ordinality as card (value, position)));
$$;

-- Posts marked noindex are still found here: noindex keeps them out of search engines, not out
-- of the site's own lists or search.
create function private.search_fields(item public.posts)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select '/insights/' || item.slug, item.title::text, null::text, item.summary::text,
    concat_ws(E'\n',
      nullif(private.rich_text_plain_text(item.body), ''),
      item.client,
      item.challenge,
      item.solution,
      (select string_agg(concat_ws(' ', result.value ->> 'figure', result.value ->> 'label'), E'\n' order by result.position)
       from jsonb_array_elements(item.results) with ordinality as result (value, position)));
$$;

-- The About page shows every leader in its leadership section, with no anchor of their own.
create function private.search_fields(item public.leaders)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select '/about#leadership', item.name::text, null::text, item.position::text, item.experience::text;
$$;

-- The locations page lists every office; the summary is its address as the page prints it.
create function private.search_fields(item public.offices)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select '/locations', item.name::text, null::text,
    concat(item.street, ', ', item.city, ', ', item.region, ' ', item.postal_code, ', ', item.country),
    '';
$$;

-- A built page: its blocks' words in order, a rich-text block's as a post body's. Like posts,
-- one kept out of search engines is still found here.
create function private.search_fields(item public.pages)
returns table (path text, title text, heading text, summary text, body text)
language sql
stable
set search_path = ''
as $$
  select item.path, item.title::text, null::text, item.meta_description,
    (select string_agg(
       case when block.value ->> 'type' = 'rich-text'
         then private.rich_text_plain_text(block.value -> 'body')
         else concat_ws(E'\n',
           block.value ->> 'heading', block.value ->> 'text', block.value ->> 'caption',
           block.value -> 'action' ->> 'label',
           (select string_agg(concat_ws(E'\n',
               part.value ->> 'title', part.value ->> 'text', part.value ->> 'question',
               part.value ->> 'answer', part.value ->> 'figure', part.value ->> 'label'), E'\n')
            from jsonb_array_elements(coalesce(
              block.value -> 'cards', block.value -> 'questions', block.value -> 'figures', '[]'::jsonb
            )) as part (value)))
       end, E'\n' order by block.position)
     from jsonb_array_elements(item.layout) with ordinality as block (value, position));
$$;

revoke execute on function
  private.search_text(text), private.rich_text_plain_text(jsonb),
  private.search_fields(public.services), private.search_fields(public.industries),
  private.search_fields(public.posts), private.search_fields(public.leaders),
  private.search_fields(public.offices), private.search_fields(public.pages)
from public, anon, authenticated;

-- Writes an item's document, leaving the row untouched when nothing the search reads changed
-- (a reordering updates every row of a list).
create function private.put_search_document(
  kind text, item_id uuid, path text, title text, heading text, summary text, body text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.search_documents as d (kind, item_id, path, title, heading, summary, body)
  values (
    put_search_document.kind, put_search_document.item_id, put_search_document.path,
    private.search_text(put_search_document.title),
    nullif(private.search_text(put_search_document.heading), ''),
    private.search_text(put_search_document.summary), private.search_text(put_search_document.body)
  )
  on conflict on constraint search_documents_pkey do update
  set path = excluded.path, title = excluded.title, heading = excluded.heading,
    summary = excluded.summary, body = excluded.body, updated_at = now()
  where (d.path, d.title, d.heading, d.summary, d.body)
    is distinct from (excluded.path, excluded.title, excluded.heading, excluded.summary, excluded.body);
$$;

-- The triggers of every searchable table: each change to an item changes its document in the
-- same transaction. The row's private.search_fields() is chosen by the table's row type.
create function private.sync_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id is distinct from new.id) then
    delete from public.search_documents d where d.kind = tg_table_name and d.item_id = old.id;
  end if;
  if tg_op <> 'DELETE' then
    execute 'select private.put_search_document($1, $2, f.path, f.title, f.heading, f.summary, f.body)
      from private.search_fields($3) as f'
      using tg_table_name, new.id, new;
  end if;
  return null;
end;
$$;

create function private.clear_search_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.search_documents d where d.kind = tg_table_name;
  return null;
end;
$$;

-- Makes a table's items searchable: its triggers, and a document for each row it already has.
-- The table needs an id column and a private.search_fields() for its row type.
create function private.make_searchable(source regclass)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  table_name text;
  indexed integer;
begin
  select c.relname into table_name from pg_catalog.pg_class c where c.oid = source;
  execute format(
    'create trigger %I after insert or update or delete on %s
       for each row execute function private.sync_search_document()',
    table_name || '_search_document', source);
  execute format(
    'create trigger %I after truncate on %s
       for each statement execute function private.clear_search_documents()',
    table_name || '_search_documents_truncate', source);
  execute format(
    'select count(private.put_search_document(%L, t.id, f.path, f.title, f.heading, f.summary, f.body))
     from %s as t cross join lateral private.search_fields(t) as f',
    table_name, source)
    into indexed;
  return indexed;
end;
$$;

-- The words of a document for private.search_terms, sorted.
create function private.search_words(title text, heading text, summary text, body text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(word order by word), '{}')
  from unnest(tsvector_to_array(to_tsvector(
    'public.site_search_words'::regconfig, concat_ws(' ', title, heading, summary, body)
  ))) as word
  where char_length(word) between 3 and 40
    and ts_lexize('pg_catalog.english_stem'::regdictionary, word) <> '{}';
$$;

create function private.count_search_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before text[] := '{}';
  after text[] := '{}';
begin
  if tg_op <> 'INSERT' then
    before := private.search_words(old.title, old.heading, old.summary, old.body);
  end if;
  if tg_op <> 'DELETE' then
    after := private.search_words(new.title, new.heading, new.summary, new.body);
  end if;
  update private.search_terms t set documents = t.documents - 1
  where t.term = any (array(select unnest(before) except select unnest(after)));
  delete from private.search_terms t where t.documents = 0 and t.term = any (before);
  -- In the words' order, so two publishes never wait on each other's words in a circle.
  insert into private.search_terms as t (term, documents)
  select added.word, 1
  from (select unnest(after) except select unnest(before)) as added (word)
  order by added.word
  on conflict (term) do update set documents = t.documents + 1;
  return null;
end;
$$;

create trigger search_documents_count_terms
  after insert or update of title, heading, summary, body or delete on public.search_documents
  for each row execute function private.count_search_terms();

revoke execute on function
  private.put_search_document(text, uuid, text, text, text, text, text),
  private.sync_search_document(), private.clear_search_documents(),
  private.make_searchable(regclass), private.search_words(text, text, text, text),
  private.count_search_terms()
from public, anon, authenticated;

select private.make_searchable('public.services');
select private.make_searchable('public.industries');
select private.make_searchable('public.posts');
select private.make_searchable('public.leaders');
select private.make_searchable('public.offices');
select private.make_searchable('public.pages');

-- A query as the search reads it: without bidirectional controls (which would reorder the text
-- around it where it is shown) or the snippets' two marking characters, control characters and
-- runs of white space as one space, at most 200 characters. lib/search/query.ts cleans it so
-- before it calls; this holds for any other caller.
create function private.search_clean(query text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(left(btrim(regexp_replace(
    translate(left(coalesce(query, ''), 1000), U&'\202A\202B\202C\202D\202E\2066\2067\2068\2069\E000\E001', ''),
    '[[:space:][:cntrl:]]+', ' ', 'g'
  )), 200));
$$;

-- A lexeme as a tsquery of its own, quoted so that no character of it is read as an operator.
create function private.search_lexeme(lexeme text, prefix boolean default false)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
    || case when prefix then ':*' else '' end)::tsquery;
$$;

-- The pieces of a query, in order: its words (letters or digits, as the parser reads them) and
-- the text between them, which together are the query again. A hyphenated word comes as its
-- parts, as websearch_to_tsquery() reads those too.
create function private.search_tokens(query text)
returns table (token text, is_word boolean, left_out boolean, place bigint)
language sql
stable
parallel safe
set search_path = ''
as $$
  select piece.token, piece.is_word,
    -- After a "-" that starts a word, which websearch syntax reads as leaving the word out.
    coalesce(piece.before ~ '\s-$' or (piece.before = '-' and coalesce(piece.before_that ~ '\s$', true)), false),
    piece.place
  from (
    select p.token, p.place,
      t.alias in ('asciiword', 'word', 'numword', 'hword_asciipart', 'hword_part', 'hword_numpart') as is_word,
      lag(p.token) over (order by p.place) as before,
      lag(p.token, 2) over (order by p.place) as before_that
    from pg_catalog.ts_parse('default', query) with ordinality as p (tokid, token, place)
    join pg_catalog.ts_token_type('default') as t on t.tokid = p.tokid
    where t.alias not in ('asciihword', 'hword', 'numhword')
  ) as piece;
$$;

-- The query as a tsquery: websearch syntax, English stems, and two widenings:
-- - a stem ending in "if" and the same stem with "ifi" are one word: the English stemmer makes
--   "verif" of "verification" but "verifi" of "verifying" (so too certify, qualify, specify);
-- - the last word, when the query ends in one of at least three letters, is also matched as the
--   start of a word ("embed" finds "embedded"): as a prefix of its stem, and as the stems of the
--   site's words that begin with it ("embedd" finds "embedded", whose stem is "embed").
-- A widening that cannot be made leaves the query as websearch_to_tsquery() reads it.
create function private.search_tsquery(query text)
returns tsquery
language plpgsql
stable
set search_path = ''
as $$
declare
  parsed tsquery := websearch_to_tsquery('public.site_search'::regconfig, query);
  widened tsquery := parsed;
  lexeme text;
  last_word text;
  last_is_word boolean;
  last_left_out boolean;
  word text;
  completed tsquery;
  stem text;
begin
  if numnode(parsed) = 0 then
    return parsed;
  end if;
  begin
    for lexeme in
      select distinct found.lexeme
      from unnest(tsvector_to_array(to_tsvector('public.site_search'::regconfig, query))) as found (lexeme)
      where found.lexeme ~ '[a-z]ifi?$'
    loop
      widened := ts_rewrite(widened, private.search_lexeme(lexeme),
        private.search_lexeme(lexeme) || private.search_lexeme(
          case when lexeme ~ 'i$' then left(lexeme, -1) else lexeme || 'i' end));
    end loop;

    select t.token, t.is_word, t.left_out into last_word, last_is_word, last_left_out
    from private.search_tokens(query) as t
    order by t.place desc
    limit 1;
    if not coalesce(last_is_word, false) or last_left_out then
      return widened;
    end if;
    word := (tsvector_to_array(to_tsvector('public.site_search_words'::regconfig, last_word)))[1];
    lexeme := (tsvector_to_array(to_tsvector('public.site_search'::regconfig, last_word)))[1];
    if word is null or lexeme is null or char_length(word) < 3 then
      return widened;
    end if;
    completed := private.search_lexeme(lexeme, true);
    for stem in
      select distinct (tsvector_to_array(to_tsvector('public.site_search'::regconfig, found.term)))[1]
      from (
        select t.term from private.search_terms t
        where t.term like replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
          and t.term <> word
        order by t.documents desc, t.term
        limit 30
      ) as found
    loop
      continue when stem is null or stem = lexeme;
      completed := completed || private.search_lexeme(stem);
    end loop;
    return ts_rewrite(widened, private.search_lexeme(lexeme), completed);
  exception when others then
    return parsed;
  end;
end;
$$;

-- The query with each word the site does not use (and that is not left out with "-") replaced
-- by the most similar word it does, or null when there is none to replace.
create function private.search_correction(query text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  piece record;
  word text;
  better text;
  corrected text := '';
  changed boolean := false;
begin
  for piece in select t.token, t.is_word, t.left_out from private.search_tokens(query) as t order by t.place loop
    better := null;
    if piece.is_word and not piece.left_out then
      word := (tsvector_to_array(to_tsvector('public.site_search_words'::regconfig, piece.token)))[1];
      if char_length(word) between 3 and 40
        and ts_lexize('pg_catalog.english_stem'::regdictionary, word) <> '{}'
        and not exists (select 1 from private.search_terms t where t.term = word)
      then
        select t.term into better
        from private.search_terms t
        where t.term operator(extensions.%) word
        order by extensions.similarity(t.term, word) desc, t.documents desc, t.term
        limit 1;
      end if;
    end if;
    corrected := corrected || coalesce(better, piece.token);
    changed := changed or better is not null;
  end loop;
  return case when changed then corrected end;
end;
$$;

-- One page of what a tsquery finds, and how much it finds of each kind. Snippets mark each
-- matched word with U+E000 before it and U+E001 after it, characters the documents cannot hold
-- (private.search_text): the page escapes the snippet as text and only then turns those two into
-- <mark> and </mark>, so no text of an editor's or a visitor's is ever read as HTML.
create function private.search_page(wanted tsquery, wanted_kind text, page_number integer)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with matched as (
    select d.kind, d.item_id, d.title, d.path, d.summary, d.body,
      ts_rank('{0.1, 0.2, 0.4, 1.0}', d.document, wanted) as rank
    from public.search_documents d
    where d.document @@ wanted
  ),
  chosen as (
    select m.* from matched m where wanted_kind is null or m.kind = wanted_kind
  ),
  shown as (
    select c.*, row_number() over (order by c.rank desc, c.title, c.kind, c.item_id) as place
    from chosen c
    order by c.rank desc, c.title, c.kind, c.item_id
    offset (page_number - 1) * 20
    limit 20
  )
  select jsonb_build_object(
    'total', (select count(*) from chosen),
    'counts', coalesce((select jsonb_object_agg(k.kind, k.found) from (
      select m.kind, count(*) as found from matched m group by m.kind
    ) as k), '{}'::jsonb),
    'hits', coalesce((select jsonb_agg(jsonb_build_object(
      'kind', s.kind,
      'title', s.title,
      'path', s.path,
      'snippet', regexp_replace(ts_headline('public.site_search'::regconfig,
        concat_ws(E'\n', nullif(s.summary, ''), nullif(left(s.body, 50000), '')), wanted,
        'StartSel=' || U&'\E000' || ', StopSel=' || U&'\E001'
          || ', MaxFragments=2, MaxWords=20, MinWords=8, ShortWord=0, FragmentDelimiter=" … "'),
        '\s+', ' ', 'g'),
      'rank', s.rank
    ) order by s.place) from shown s), '[]'::jsonb)
  );
$$;

revoke execute on function
  private.search_clean(text), private.search_lexeme(text, boolean), private.search_tokens(text),
  private.search_tsquery(text), private.search_correction(text),
  private.search_page(tsquery, text, integer)
from public, anon, authenticated;

-- The site's search, for anyone (over RPC). Returns one object:
--   query            the query as searched (private.search_clean)
--   corrected_query  null, or the corrected query whose results these are, when the query
--                    itself found nothing ("Showing results for …")
--   kind, page, page_size (20)
--   total            how many the query finds of the kind asked for (of every kind without one)
--   counts           how many it finds of each kind, e.g. {"services": 3, "posts": 1}
--   hits             the page's results, best first: kind, title, path, snippet, rank
-- Any text at all is a query: nothing is an error, at worst it finds nothing.
create function public.search_site(query text, kind text default null, page_number integer default 1)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  searched text := private.search_clean(query);
  wanted_kind text := nullif(btrim(search_site.kind), '');
  page integer := least(greatest(coalesce(page_number, 1), 1), 500);
  results jsonb := jsonb_build_object('total', 0, 'counts', '{}'::jsonb, 'hits', '[]'::jsonb);
  corrected text;
  corrected_results jsonb;
begin
  if searched <> '' then
    results := private.search_page(private.search_tsquery(searched), wanted_kind, page);
    if results -> 'counts' = '{}'::jsonb then
      corrected := private.search_correction(searched);
      if corrected is not null then
        corrected_results := private.search_page(private.search_tsquery(corrected), wanted_kind, page);
        if corrected_results -> 'counts' <> '{}'::jsonb then
          results := corrected_results;
        else
          corrected := null;
        end if;
      end if;
    end if;
  end if;
  return results || jsonb_build_object(
    'query', searched,
    'corrected_query', corrected,
    'kind', wanted_kind,
    'page', page,
    'page_size', 20
  );
end;
$$;

revoke execute on function public.search_site(text, text, integer) from public;
grant execute on function public.search_site(text, text, integer) to anon, authenticated, service_role;

-- What visitors search for, counted per day: the query (lower-cased, as cleaned for the search)
-- and whether it found anything. No address, cookie, account or user agent is kept, and a day's
-- rows cannot be told apart by who searched.
create table public.search_queries (
  day date not null,
  query text not null,
  found boolean not null,
  searches integer not null default 1,
  primary key (day, query, found),
  constraint search_queries_query check (char_length(query) between 1 and 200),
  constraint search_queries_searches check (searches > 0)
);

comment on table public.search_queries is
  'Searches per day, query and whether they found anything; counted by public.record_search(), read by the team, kept 90 days.';

revoke all on table public.search_queries from public, anon, authenticated;
grant select on table public.search_queries to authenticated;
grant all on table public.search_queries to service_role;
alter table public.search_queries enable row level security;
create policy "Members see what visitors search for" on public.search_queries
  for select to authenticated using ((select public.is_team_member()));

-- Counts one search: the only write anyone but the service role makes to the log, and it can
-- only add one to a day's count. The page calls it once per query searched, not per page turned.
create function public.record_search(query text, had_results boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalised text;
begin
  if char_length(query) > 1000 then
    raise exception 'A search is at most 1000 characters.' using errcode = '22001';
  end if;
  normalised := lower(private.search_clean(query));
  if normalised = '' or had_results is null then
    return;
  end if;
  insert into public.search_queries as q (day, query, found)
  values ((now() at time zone 'utc')::date, normalised, had_results)
  on conflict on constraint search_queries_pkey do update set searches = q.searches + 1;
end;
$$;

revoke execute on function public.record_search(text, boolean) from public;
grant execute on function public.record_search(text, boolean) to anon, authenticated, service_role;

-- The team's view of the log over the last days: each query with its searches and how many of
-- them found nothing; the most searched first, or with unanswered_only the queries that found
-- nothing, the most often first.
create function public.search_query_totals(
  days integer default 30, unanswered_only boolean default false, max_rows integer default 50
)
returns table (query text, searches bigint, found_nothing bigint, last_searched date)
language sql
stable
security invoker
set search_path = ''
as $$
  select totals.query, totals.searches, totals.found_nothing, totals.last_searched
  from (
    select q.query, sum(q.searches) as searches,
      coalesce(sum(q.searches) filter (where not q.found), 0) as found_nothing,
      max(q.day) as last_searched
    from public.search_queries q
    where q.day > (now() at time zone 'utc')::date - least(greatest(coalesce(days, 30), 1), 90)
    group by q.query
  ) as totals
  where not coalesce(unanswered_only, false) or totals.found_nothing > 0
  order by
    case when coalesce(unanswered_only, false) then totals.found_nothing else totals.searches end desc,
    totals.query
  limit least(greatest(coalesce(max_rows, 50), 1), 500);
$$;

revoke execute on function public.search_query_totals(integer, boolean, integer) from public, anon;
grant execute on function public.search_query_totals(integer, boolean, integer) to authenticated, service_role;

-- The retention job: a day's counts go once they are more than 90 days old.
create function private.delete_old_search_queries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.search_queries q where q.day < (now() at time zone 'utc')::date - 90;
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke execute on function private.delete_old_search_queries() from public, anon, authenticated;

select cron.schedule('delete-old-search-queries', '29 3 * * *',
  'select private.delete_old_search_queries()');
