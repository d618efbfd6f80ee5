-- Each industry's icon, drawn beside its name in the home page's industry links. It was a fixed
-- map in the site's code, so an industry added by an editor always got the same building; now
-- editors choose it. The shipped industries keep the icons they had.
alter table public.industries
  add column icon public.icon_name not null default 'building';

update public.industries
set icon = case slug
  when 'semiconductor' then 'chip'
  when 'bfsi' then 'bank'
  when 'insurance' then 'umbrella'
  when 'retail' then 'cart'
  when 'automotive' then 'car'
  when 'telecom-and-network' then 'signal'
  else icon
end;
