-- The list of posts at /insights gets search and share settings like the other pages that are
-- not items: its own title and description in search results, its share image, and whether
-- search engines list it.
alter table public.page_share_images
  drop constraint page_share_images_path,
  add constraint page_share_images_path
    check (path in ('/', '/about', '/services', '/industries', '/contact', '/locations', '/insights'));
