-- Posts: case studies, insights and news, each at /insights/<slug>. A row is published; drafts
-- are staged in collection_drafts like every other item. The body is a rich-text document
-- (ProseMirror JSON) that public.rich_text_problem() accepts, never HTML. A fresh project has
-- no posts, and the site shows no Insights link, section or feed entry until the first.

create type public.post_kind as enum ('case-study', 'insight', 'news');

-- The words of a rich-text document, for its reading time: every text node's text, split on
-- white space, counting what holds a letter or a digit (as lib/rich-text/stats.ts counts).
create function public.rich_text_word_count(doc jsonb)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select count(*)::integer
  from jsonb_path_query(doc, 'strict $.**.text ? (@.type() == "string")') as found(text),
    regexp_split_to_table(found.text #>> '{}', '\s+') as word
  where word ~ '[[:alnum:]]';
$$;

grant execute on function public.rich_text_word_count(jsonb) to anon, authenticated, service_role;

-- A case study's results: at most six {figure, label} pairs ("40%", "shorter test time").
create function public.is_result_list(results jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(results) = 'array'
    and jsonb_array_length(results) <= 6
    and not exists (
      select 1 from jsonb_array_elements(results) as result
      where jsonb_typeof(result) <> 'object'
        or (select count(*) from jsonb_object_keys(result)) <> 2
        or jsonb_typeof(result -> 'figure') <> 'string'
        or jsonb_typeof(result -> 'label') <> 'string'
        or char_length(btrim(result ->> 'figure')) not between 1 and 20
        or char_length(btrim(result ->> 'label')) not between 1 and 120
    );
$$;

grant execute on function public.is_result_list(jsonb) to anon, authenticated, service_role;

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  slug public.url_slug not null unique,
  title public.short_text not null,
  -- One or two sentences: the lists' and the share cards' text.
  summary public.short_text not null,
  kind public.post_kind not null,
  body jsonb not null,
  -- The date the post shows; newest first everywhere.
  published_at date not null default current_date,
  cover_image_id uuid references public.media (id),
  share_image_id uuid references public.media (id),
  -- A leader of the About page, or none.
  author_id uuid references public.leaders (id) on delete set null,
  -- Related industries and services by id (many to many). Kept on the row so a post is staged,
  -- previewed, published and restored as one; an id whose item is gone is ignored by the site.
  industry_ids uuid[] not null default '{}',
  service_ids uuid[] not null default '{}',
  -- A case study's structured parts (empty for insights and news).
  client text,
  challenge text,
  solution text,
  results jsonb not null default '[]',
  -- Search and share settings; empty: the title and the summary.
  meta_title text,
  meta_description text,
  noindex boolean not null default false,
  word_count integer generated always as (public.rich_text_word_count(body)) stored,
  -- Posts are listed by date; the column keeps the collections' shape for the editor screens.
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The list's own addresses under /insights/ (its pages and filters) are no post's.
  constraint posts_slug check (slug not in ('page', 'kind', 'industry', 'service', 'feed')),
  constraint posts_client check (client is null or char_length(btrim(client)) between 1 and 300),
  constraint posts_challenge check (challenge is null or char_length(btrim(challenge)) between 1 and 5000),
  constraint posts_solution check (solution is null or char_length(btrim(solution)) between 1 and 5000),
  constraint posts_results check (public.is_result_list(results)),
  constraint posts_meta_title check (meta_title is null or char_length(btrim(meta_title)) between 1 and 70),
  constraint posts_meta_description
    check (meta_description is null or char_length(btrim(meta_description)) between 1 and 160),
  constraint posts_related check (cardinality(industry_ids) <= 20 and cardinality(service_ids) <= 40)
);

comment on table public.posts is
  'Case studies, insights and news. Everyone reads; editors write; drafts in collection_drafts.';

create index posts_published_at_idx on public.posts (published_at desc, created_at desc);
create index posts_kind_idx on public.posts (kind, published_at desc);
create index posts_industry_ids_idx on public.posts using gin (industry_ids);
create index posts_service_ids_idx on public.posts using gin (service_ids);
create index posts_cover_image_id_idx on public.posts (cover_image_id);
create index posts_share_image_id_idx on public.posts (share_image_id);
create index posts_author_id_idx on public.posts (author_id);

-- A body is checked by the database whoever writes it (the admin, the REST API, SQL), with the
-- same words the admin's form uses.
create function public.posts_check_body()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text := public.rich_text_problem(new.body);
begin
  if problem is not null then
    raise exception '%', problem using errcode = '23514', hint = 'The post''s body was not saved.';
  end if;
  if exists (
    select 1 from jsonb_path_query(new.body, 'strict $.**.mediaId') as image(id)
    where not exists (select 1 from public.media m where m.id::text = image.id #>> '{}')
  ) then
    raise exception 'The body shows an image that is not in the media library: choose it again from the library.'
      using errcode = '23503', hint = 'The post''s body was not saved.';
  end if;
  return new;
end;
$$;

create trigger posts_check_body
  before insert or update of body on public.posts
  for each row execute function public.posts_check_body();

revoke all on table public.posts from anon, authenticated;
grant select on table public.posts to anon, authenticated;
grant insert (
  id, slug, title, summary, kind, body, published_at, cover_image_id, share_image_id, author_id,
  industry_ids, service_ids, client, challenge, solution, results, meta_title, meta_description,
  noindex, sort_order
) on table public.posts to authenticated;
grant update (
  slug, title, summary, kind, body, published_at, cover_image_id, share_image_id, author_id,
  industry_ids, service_ids, client, challenge, solution, results, meta_title, meta_description,
  noindex, sort_order
) on table public.posts to authenticated;
grant delete on table public.posts to authenticated;
grant all on table public.posts to service_role;

alter table public.posts enable row level security;
create policy "Everyone reads posts" on public.posts
  for select to anon, authenticated using (true);
create policy "Editors add posts" on public.posts
  for insert to authenticated with check ((select public.can_publish()));
create policy "Editors change posts" on public.posts
  for update to authenticated
  using ((select public.can_publish())) with check ((select public.can_publish()));
create policy "Editors remove posts" on public.posts
  for delete to authenticated using ((select public.can_publish()));

create trigger posts_set_updated_at
  before update on public.posts
  for each row execute function public.collections_set_updated_at();
create trigger posts_record_history
  after insert or update or delete on public.posts
  for each row execute function public.collections_record_history();
create trigger posts_request_site_revalidation
  after insert or update or delete or truncate on public.posts
  for each statement execute function private.request_site_revalidation();

alter publication supabase_realtime add table public.posts;

-- Staged posts: their body is checked when staged, so a draft never holds what publishing
-- would refuse.
alter table public.collection_drafts drop constraint collection_drafts_collection;
alter table public.collection_drafts add constraint collection_drafts_collection check (collection in (
  'services', 'industries', 'home_service_cards', 'company_values', 'leaders', 'milestones',
  'faqs', 'office_hours', 'department_contacts', 'offices', 'page_share_images', 'posts'
));

create function public.collection_drafts_check_body()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  if new.collection = 'posts' and new.item ? 'body' then
    problem := public.rich_text_problem(new.item -> 'body');
    if problem is not null then
      raise exception '%', problem using errcode = '23514', hint = 'The post was not staged.';
    end if;
  end if;
  return new;
end;
$$;

create trigger collection_drafts_check_body
  before insert or update of item on public.collection_drafts
  for each row execute function public.collection_drafts_check_body();

-- A staged cover image is held like the other image fields (20261127020000_media_guards.sql).
create or replace function public.collection_drafts_images_exist()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  image text;
begin
  if new.item is null then
    return new;
  end if;
  foreach image in array array[
    new.item ->> 'portrait_id', new.item ->> 'image_id', new.item ->> 'share_image_id',
    new.item ->> 'cover_image_id'
  ] loop
    continue when image is null;
    perform 1 from public.media where id::text = image for key share;
    if not found then
      raise exception 'The chosen image is no longer in the media library.'
        using errcode = '23503', hint = 'Choose another image and stage the item again.';
    end if;
  end loop;
  return new;
end;
$$;

-- A removed post's address may send on to another page, as a service's may.
alter table public.redirects drop constraint redirects_source_path;
alter table public.redirects add constraint redirects_source_path check (
  source_path ~ '^/(services|industries|insights)/[a-z0-9]+(-[a-z0-9]+)*$'
  and char_length(source_path) <= 120
);

-- A post's address can send on to another page when it is removed, as a service's can.
create or replace function public.remove_collection_item(collection text, item uuid, redirect_to text default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed jsonb;
  removed_path text;
begin
  if collection is null or collection not in (
    'services', 'industries', 'leaders', 'company_values', 'milestones',
    'home_service_cards', 'faqs', 'office_hours', 'department_contacts', 'offices', 'redirects',
    'page_share_images', 'posts'
  ) then
    raise exception 'There is no collection called %.', coalesce(collection, 'null')
      using errcode = '22023';
  end if;
  if redirect_to is not null and collection not in ('services', 'industries', 'posts') then
    raise exception 'Only services, industries and posts have an address to send on.'
      using errcode = '22023';
  end if;

  execute format('delete from public.%I removed where id = $1 returning to_jsonb(removed.*)', collection)
    into removed using item;
  if removed is null or redirect_to is null then
    return removed;
  end if;

  removed_path := case collection when 'posts' then '/insights/' else '/' || collection || '/' end
    || (removed ->> 'slug');
  if redirect_to <> removed_path then
    update public.redirects r set target_path = redirect_to
      where r.target_path = removed_path and r.source_path <> redirect_to;
    insert into public.redirects (source_path, target_path, sort_order)
    values (
      removed_path,
      redirect_to,
      (select coalesce(max(sort_order), -1) + 1 from public.redirects)
    )
    on conflict (source_path) do update set target_path = excluded.target_path;
  end if;
  return removed;
end;
$$;

-- A post's cover, its share image and the images in its body are uses of an image, published
-- or staged.
create or replace function public.media_uses(image uuid)
returns table (collection text, item_id uuid, label text, staged boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'leaders', id, name::text, false from public.leaders where portrait_id = image
  union all
  select 'services', id, name::text, false from public.services
    where image in (image_id, share_image_id)
  union all
  select 'industries', id, name::text, false from public.industries
    where image in (image_id, share_image_id)
  union all
  select 'page_share_images', id, path, false from public.page_share_images
    where image_id = image
  union all
  select 'posts', id, title::text, false from public.posts
    where image in (cover_image_id, share_image_id)
      or jsonb_path_exists(body, 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text))
  union all
  select drafts.collection, drafts.item_id, coalesce(drafts.label, ''), true
    from public.collection_drafts drafts
    where drafts.item is not null
      and (
        image::text in (
          drafts.item ->> 'portrait_id', drafts.item ->> 'image_id',
          drafts.item ->> 'share_image_id', drafts.item ->> 'cover_image_id'
        )
        or jsonb_path_exists(
          drafts.item -> 'body', 'strict $.**.mediaId ? (@ == $id)', jsonb_build_object('id', image::text)
        )
      )
  order by 1, 3;
$$;
