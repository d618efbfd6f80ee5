-- The address of the external form where prospects start a project (the home page's "Start
-- Your Project" buttons). Unset (a fresh project), the buttons keep the specification's
-- placeholder form; an admin sets the company's own in the Settings room.
--
-- And what the readiness room in /admin reads in one call: the facts that tell which of the
-- specification's placeholders a visitor still sees (launch_readiness()).

-- What is wrong with the form's address, in the words the admin's form shows.
create function public.project_request_url_problem(url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when url is null then null
    when char_length(url) > 300 then 'The address is too long: keep it to 300 characters.'
    when url !~ '^https://[^/?#[:space:]]+(/[^[:space:]]*)?$'
      then 'Use the form''s full address, starting with https://.'
  end;
$$;

grant execute on function public.project_request_url_problem(text) to anon, authenticated, service_role;

alter table public.site_settings
  add column project_request_url text
    constraint site_settings_project_request_url
      check (public.project_request_url_problem(project_request_url) is null);

grant select (project_request_url) on table public.site_settings to anon, authenticated;

-- Admins set it; an empty one is unset (the placeholder form again). The problem is said back.
create function public.set_project_request_url(url text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text;
begin
  perform private.require_team_admin();
  url := nullif(btrim(url), '');
  problem := public.project_request_url_problem(url);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.site_settings
  set project_request_url = url, updated_at = now(), updated_by = auth.uid()
  where id;
end;
$$;

revoke execute on function public.set_project_request_url(text) from public, anon;
grant execute on function public.set_project_request_url(text) to authenticated;

-- The readiness room follows a change of a setting as it follows the collections'.
alter publication supabase_realtime add table public.site_settings;

-- What the readiness room decides from, read as the caller (every part is public to the team):
-- the records whose placeholders show, the pictures missing, which policy addresses
-- (`policy_paths`, the footer's buttons in order) have a page behind them, the settings, and
-- how many case studies there are. Small lists: the admin's navigation counts from it too.
create function public.launch_readiness(policy_paths text[])
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'offices', coalesce((
      select jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name, 'email', o.email, 'phone', o.phone)
        order by o.sort_order, o.id)
      from public.offices o), '[]'::jsonb),
    'department_contacts', coalesce((
      select jsonb_agg(jsonb_build_object('id', d.id, 'name', d.name, 'email', d.email)
        order by d.sort_order, d.id)
      from public.department_contacts d), '[]'::jsonb),
    'leaders', coalesce((
      select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'portrait', l.portrait_id is not null)
        order by l.sort_order, l.id)
      from public.leaders l), '[]'::jsonb),
    'services', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'slug', s.slug,
          'picture', s.image_id is not null, 'share_image', s.share_image_id is not null)
        order by s.sort_order, s.id)
      from public.services s), '[]'::jsonb),
    'industries', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'name', i.name, 'slug', i.slug,
          'picture', i.image_id is not null, 'share_image', i.share_image_id is not null)
        order by i.sort_order, i.id)
      from public.industries i), '[]'::jsonb),
    -- As the footer decides: a page at the address, or at the address a page moved to from it.
    'policy_pages', coalesce((
      select jsonb_agg(jsonb_build_object('path', wanted.path, 'built',
          exists (select 1 from public.pages p where p.path = wanted.path)
          or exists (
            select 1 from public.redirects r join public.pages p on p.path = r.target_path
            where r.source_path = wanted.path))
        order by wanted.position)
      from unnest(policy_paths) with ordinality as wanted (path, position)), '[]'::jsonb),
    'settings', (
      select jsonb_build_object('contact_form', s.contact_form,
          'project_request_url', s.project_request_url, 'linkedin_url', s.linkedin_url,
          'twitter_url', s.twitter_url, 'facebook_url', s.facebook_url)
      from public.site_settings s),
    'case_studies', (select count(*) from public.posts p where p.kind = 'case-study')
  );
$$;

revoke execute on function public.launch_readiness(text[]) from public, anon;
grant execute on function public.launch_readiness(text[]) to authenticated, service_role;
