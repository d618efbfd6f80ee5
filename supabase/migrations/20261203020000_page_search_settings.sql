-- Search settings beside the share image: each page that is not an item (home, about, the
-- overviews, contact, locations) may have its own title and description in search results and
-- share cards, and may be kept out of search engines. A row may set any of them alone, so the
-- image becomes optional. Services and industries have a description already; they get a
-- title of their own for search results, apart from the heading on their page.
-- The bounds are the posts' and pages' (20261201010000_posts.sql), so one rule holds everywhere.
alter table public.page_share_images
  alter column image_id drop not null,
  add column meta_title text,
  add column meta_description text,
  add column noindex boolean not null default false,
  add constraint page_share_images_meta_title
    check (meta_title is null or char_length(btrim(meta_title)) between 1 and 70),
  add constraint page_share_images_meta_description
    check (meta_description is null or char_length(btrim(meta_description)) between 1 and 160);

comment on table public.page_share_images is
  'The search and share settings of each page that is not an item: its share image from the media library, its title and description in search results, whether search engines list it. Everyone reads; editors write.';

alter table public.services
  add column meta_title text,
  add constraint services_meta_title
    check (meta_title is null or char_length(btrim(meta_title)) between 1 and 70);

alter table public.industries
  add column meta_title text,
  add constraint industries_meta_title
    check (meta_title is null or char_length(btrim(meta_title)) between 1 and 70);
