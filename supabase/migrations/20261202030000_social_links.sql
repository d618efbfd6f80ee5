-- The company's profiles on LinkedIn, X (Twitter) and Facebook. Unset (a fresh project), the
-- footer's buttons keep the specification's coming-soon notice; each one an admin sets becomes
-- a link to it.

-- What is wrong with a profile's address for `network`, in the words the admin's form shows.
create function public.social_link_problem(network text, url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when url is null then null
    when char_length(url) > 300 then 'The address is too long: keep it to 300 characters.'
    when url !~ '^https://[^/?#[:space:]]+(/[^[:space:]]*)?$' then 'Use the profile''s full address, starting with https://.'
    when network = 'linkedin'
      and lower(substring(url from '^https://([^/?#]+)')) !~ '^([a-z0-9-]+\.)*linkedin\.com$'
      then 'Use a linkedin.com address, such as https://www.linkedin.com/company/your-company.'
    when network = 'twitter'
      and lower(substring(url from '^https://([^/?#]+)')) !~ '^([a-z0-9-]+\.)*(x|twitter)\.com$'
      then 'Use an x.com or twitter.com address, such as https://x.com/yourcompany.'
    when network = 'facebook'
      and lower(substring(url from '^https://([^/?#]+)')) !~ '^([a-z0-9-]+\.)*facebook\.com$'
      then 'Use a facebook.com address, such as https://www.facebook.com/yourcompany.'
  end;
$$;

grant execute on function public.social_link_problem(text, text) to anon, authenticated, service_role;

alter table public.site_settings
  add column linkedin_url text
    constraint site_settings_linkedin_url check (public.social_link_problem('linkedin', linkedin_url) is null),
  add column twitter_url text
    constraint site_settings_twitter_url check (public.social_link_problem('twitter', twitter_url) is null),
  add column facebook_url text
    constraint site_settings_facebook_url check (public.social_link_problem('facebook', facebook_url) is null);

grant select (linkedin_url, twitter_url, facebook_url) on table public.site_settings to anon, authenticated;

-- Admins set the three at once; an empty one is unset. The first problem is said back.
create function public.set_social_links(linkedin text, twitter text, facebook text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text;
begin
  perform private.require_team_admin();
  linkedin := nullif(btrim(linkedin), '');
  twitter := nullif(btrim(twitter), '');
  facebook := nullif(btrim(facebook), '');
  problem := coalesce(
    public.social_link_problem('linkedin', linkedin),
    public.social_link_problem('twitter', twitter),
    public.social_link_problem('facebook', facebook)
  );
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.site_settings
  set linkedin_url = linkedin, twitter_url = twitter, facebook_url = facebook,
    updated_at = now(), updated_by = auth.uid()
  where id;
end;
$$;

revoke execute on function public.set_social_links(text, text, text) from public, anon;
grant execute on function public.set_social_links(text, text, text) to authenticated;
