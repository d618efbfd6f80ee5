-- Staged site text: editors prepare changes that visitors do not see, preview them on the real
-- pages (Next.js draft mode, read with the editor's session), then publish every staged change
-- in one transaction, or discard them. Staging is shared: every editor sees what is staged and
-- by whom, and publishing applies all of it.

create table public.website_content_drafts (
  content_key text primary key,
  -- null: the draft takes the key back to the website's default (its row is deleted on publish).
  content_value text,
  staged_by uuid default auth.uid(),
  staged_by_email text default (auth.jwt() ->> 'email'),
  staged_at timestamptz not null default now(),
  constraint website_content_drafts_key_format
    check (content_key ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  constraint website_content_drafts_value_length
    check (content_value is null or char_length(content_value) between 1 and 10000)
);

comment on table public.website_content_drafts is
  'Staged site text, not yet public. Editors only; published by publish_site_text_drafts().';

-- Who staged a draft and when is the server's to say, also when a draft is staged again.
create function public.website_content_drafts_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.staged_by := auth.uid();
  new.staged_by_email := auth.jwt() ->> 'email';
  new.staged_at := now();
  return new;
end;
$$;

revoke execute on function public.website_content_drafts_stamp() from public, anon, authenticated;

create trigger website_content_drafts_stamp
  before insert or update on public.website_content_drafts
  for each row execute function public.website_content_drafts_stamp();

revoke all on table public.website_content_drafts from anon, authenticated;
grant select, insert, update, delete on table public.website_content_drafts to authenticated;
grant all on table public.website_content_drafts to service_role;

alter table public.website_content_drafts enable row level security;

create policy "Editors see staged text"
  on public.website_content_drafts for select to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors stage text"
  on public.website_content_drafts for insert to authenticated
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors restage text"
  on public.website_content_drafts for update to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor')
  with check ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

create policy "Editors discard staged text"
  on public.website_content_drafts for delete to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor');

-- Publishes every staged change in one transaction and returns how many there were. It runs
-- as the caller (security invoker), so the policies on website_content decide, and the history
-- trigger records each change under the publishing editor's name.
create function public.publish_site_text_drafts()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  staged integer;
begin
  if coalesce((select auth.jwt() -> 'app_metadata' ->> 'role'), '') <> 'editor' then
    raise exception 'Only editors can publish staged text' using errcode = '42501';
  end if;

  -- Two editors publishing at once: the second waits, then finds nothing left to publish.
  perform 1 from public.website_content_drafts for update;
  select count(*) into staged from public.website_content_drafts;

  insert into public.website_content as live (content_key, content_value)
  select d.content_key, d.content_value
  from public.website_content_drafts d
  where d.content_value is not null
  on conflict (content_key) do update
    set content_value = excluded.content_value
    where live.content_value is distinct from excluded.content_value;

  delete from public.website_content live
  using public.website_content_drafts d
  where d.content_key = live.content_key and d.content_value is null;

  delete from public.website_content_drafts where true;
  return staged;
end;
$$;

revoke execute on function public.publish_site_text_drafts() from public, anon;
grant execute on function public.publish_site_text_drafts() to authenticated;

-- The admin shows staged changes live, as other editors stage and publish them.
alter publication supabase_realtime add table public.website_content_drafts;
