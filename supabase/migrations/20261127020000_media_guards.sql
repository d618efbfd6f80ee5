-- An image cannot go while something shows it, staged changes included: collection_drafts has no
-- foreign key (its items are jsonb), so staging takes a key-share lock on each image it names,
-- and remove_media locks the image before it looks for uses. Whichever comes second sees the
-- first: staging refuses an image deleted meanwhile, and deletion refuses an image staged
-- meanwhile. Publishing then never meets a staged image that is gone.

create function public.collection_drafts_images_exist()
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
    new.item ->> 'portrait_id', new.item ->> 'image_id', new.item ->> 'share_image_id'
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

revoke execute on function public.collection_drafts_images_exist() from public, anon, authenticated;

create trigger collection_drafts_images_exist
  before insert or update on public.collection_drafts
  for each row execute function public.collection_drafts_images_exist();

-- Deletes an image that nothing shows and returns its row; an image in use is refused with
-- where it is used (23503, detail: the uses as JSON). Runs as the caller: editors only, by the
-- table's policies. Null when there is no such image (or it is not the caller's to delete).
create function public.remove_media(image uuid)
returns public.media
language plpgsql
security invoker
set search_path = ''
as $$
declare
  removed public.media;
  uses jsonb;
begin
  perform 1 from public.media where id = image for update;
  if not found then
    return null;
  end if;
  select coalesce(jsonb_agg(to_jsonb(found_use)), '[]') into uses
    from public.media_uses(image) found_use;
  if jsonb_array_length(uses) > 0 then
    raise exception 'The image is in use.' using errcode = '23503', detail = uses::text;
  end if;
  delete from public.media where id = image returning * into removed;
  return removed;
end;
$$;

revoke execute on function public.remove_media(uuid) from public, anon;
grant execute on function public.remove_media(uuid) to authenticated, service_role;
