-- Inquiries: the contact form, when an admin switches it on, keeps visitors' messages here for
-- editors and admins to read in the admin's Inbox. Off by default: the form shows the
-- coming-soon notice, as the specification has it.
--
-- Messages arrive only through the site's form: its server action checks the visitor's input and
-- calls receive_contact_message() with the server's secret key. No API role can write the
-- table, and the function is the service role's alone; it refuses while the form is off and
-- limits how often one address may send. Editors and admins read, sort and delete messages;
-- nobody else reads them. A daily pg_cron job deletes messages older than the retention period.
-- Optionally each new message is posted, signed, to a webhook (a chat channel, a CRM):
--
--   insert into private.contact_webhook (url, secret)
--   values ('https://hooks.example.com/inquiries', '<a secret of 32 characters or more>');
--
-- The receiver checks X-Signature-256: "sha256=" and the hex HMAC-SHA256, with that secret, of
-- X-Signature-Timestamp (seconds since 1970), a dot and the raw body; and that the time is recent.

create table public.site_settings (
  -- One row: the public site's settings.
  id boolean primary key default true constraint site_settings_one_row check (id),
  -- 'coming_soon': the form shows the notice (the specification); 'accepting': it sends.
  contact_form text not null default 'coming_soon'
    constraint site_settings_contact_form check (contact_form in ('coming_soon', 'accepting')),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.site_settings is
  'The public site''s settings (one row), read by everyone; admins change them through set_contact_form().';

insert into public.site_settings default values;

revoke all on table public.site_settings from anon, authenticated;
-- Who changed a setting is the team's business, not the public's.
grant select (id, contact_form) on table public.site_settings to anon, authenticated;
grant all on table public.site_settings to service_role;
alter table public.site_settings enable row level security;

create policy "Everyone reads the site's settings"
  on public.site_settings for select to anon, authenticated
  using (true);

-- A change to a setting the pages show reaches them as a text change does.
create trigger site_settings_request_site_revalidation
  after insert or update or delete or truncate on public.site_settings
  for each statement execute function private.request_site_revalidation();

alter table public.team_settings
  add column message_retention_months integer not null default 12
    constraint team_settings_message_retention check (message_retention_months between 1 and 120);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_messages_name check (char_length(btrim(name)) between 1 and 200),
  email text not null
    constraint contact_messages_email
      check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  company text constraint contact_messages_company check (char_length(company) <= 200),
  -- The department chosen (or preselected by ?department= from a service page).
  department text constraint contact_messages_department check (char_length(department) <= 100),
  subject text not null
    constraint contact_messages_subject check (char_length(btrim(subject)) between 1 and 300),
  message text not null
    constraint contact_messages_message check (char_length(btrim(message)) between 1 and 5000),
  -- The page the form was sent from, with its query (/contact?department=dft).
  page text constraint contact_messages_page check (char_length(page) <= 500),
  -- A digest of the sender's network address, to count their messages without keeping it.
  sender text not null constraint contact_messages_sender check (char_length(sender) <= 128),
  status text not null default 'new'
    constraint contact_messages_status check (status in ('new', 'handled')),
  assigned_to uuid references auth.users (id) on delete set null,
  note text constraint contact_messages_note check (char_length(note) <= 2000),
  handled_at timestamptz,
  handled_by_email text,
  received_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages sent with the contact form. Written by receive_contact_message() only (the service role); read and sorted by editors and admins.';

create index contact_messages_received on public.contact_messages (received_at desc);
create index contact_messages_sender on public.contact_messages (sender, received_at desc);

revoke all on table public.contact_messages from anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
-- Editors sort messages: handled or not, whose, a note. What was sent stays as sent.
grant update (status, assigned_to, note) on table public.contact_messages to authenticated;
grant select, delete on table public.contact_messages to service_role;
alter table public.contact_messages enable row level security;

-- Editors and admins, as strongly signed in as publishing asks (can_publish()).
create policy "Editors and admins read messages"
  on public.contact_messages for select to authenticated
  using ((select public.can_publish()));
create policy "Editors and admins sort messages"
  on public.contact_messages for update to authenticated
  using ((select public.can_publish())) with check ((select public.can_publish()));
create policy "Editors and admins delete messages"
  on public.contact_messages for delete to authenticated
  using ((select public.can_publish()));

-- Who handled a message, and when, is the server's to say.
create function private.contact_message_handled()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'handled' and old.status <> 'handled' then
    new.handled_at := now();
    new.handled_by_email := auth.jwt() ->> 'email';
  elsif new.status = 'new' then
    new.handled_at := null;
    new.handled_by_email := null;
  end if;
  return new;
end;
$$;

revoke execute on function private.contact_message_handled() from public, anon, authenticated;

create trigger contact_messages_handled
  before update on public.contact_messages
  for each row execute function private.contact_message_handled();

-- Only a member of the team can be given a message.
create function private.contact_message_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assigned_to is not null and new.assigned_to is distinct from old.assigned_to
    and not exists (
      select 1 from public.team_members m
      where m.user_id = new.assigned_to and m.role in ('admin', 'editor')
    ) then
    raise exception 'Messages are given to editors and admins only.' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function private.contact_message_assignee() from public, anon, authenticated;

create trigger contact_messages_assignee
  before update on public.contact_messages
  for each row execute function private.contact_message_assignee();

alter publication supabase_realtime add table public.contact_messages;

-- Whom a message can be given to: the editors and admins, by email (auth.users is not the API's).
create function public.inbox_assignees()
returns table (user_id uuid, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_publish() then
    raise exception 'Only editors and admins read the Inbox' using errcode = '42501';
  end if;
  return query
    select m.user_id, u.email::text
    from public.team_members m join auth.users u on u.id = m.user_id
    where m.role in ('admin', 'editor')
    order by u.email;
end;
$$;

revoke execute on function public.inbox_assignees() from public, anon;
grant execute on function public.inbox_assignees() to authenticated;

create table private.contact_webhook (
  -- A single row: one target at most.
  id boolean primary key default true constraint contact_webhook_single_row check (id),
  -- Messages carry personal data: https, or plain http to this machine only (a local relay).
  url text not null constraint contact_webhook_url
    check (url ~ '^https://[^[:space:]]+$' or url ~ '^http://(localhost|127\.0\.0\.1)(:[0-9]+)?/'),
  secret text not null constraint contact_webhook_secret check (char_length(secret) >= 32),
  updated_at timestamptz not null default now()
);

comment on table private.contact_webhook is
  'Where each new contact form message is posted, signed with the secret. No row: nothing is sent.';

revoke all on table private.contact_webhook from public, anon, authenticated;
alter table private.contact_webhook enable row level security;

-- pg_net only queues the request; it goes after commit, and queuing must never cost the visitor
-- their message: a failure here is a warning in the log.
create function private.post_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  body jsonb;
  sent_at text := extract(epoch from now())::bigint::text;
begin
  select w.url, w.secret into target from private.contact_webhook w where w.id;
  if not found then
    return null;
  end if;
  body := jsonb_build_object('type', 'contact_message', 'message', jsonb_build_object(
    'id', new.id, 'name', new.name, 'email', new.email, 'company', new.company,
    'department', new.department, 'subject', new.subject, 'message', new.message,
    'page', new.page, 'received_at', new.received_at));
  begin
    perform net.http_post(
      url := target.url,
      body := body,
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        -- pg_net sends the body as body::text: that is what is signed, after the time, so a
        -- captured request cannot be replayed later.
        'X-Signature-Timestamp', sent_at,
        'X-Signature-256',
        'sha256=' || encode(extensions.hmac(sent_at || '.' || body::text, target.secret, 'sha256'), 'hex')
      ),
      timeout_milliseconds := 5000
    );
  exception when others then
    raise warning 'the contact message was not posted to the webhook: %', sqlerrm;
  end;
  return null;
end;
$$;

revoke execute on function private.post_contact_message() from public, anon, authenticated;

create trigger contact_messages_post
  after insert on public.contact_messages
  for each row execute function private.post_contact_message();

-- How many messages one address may send: a few in a row (a correction, a second question),
-- not a flood.
create function public.receive_contact_message(
  name text,
  email text,
  company text,
  department text,
  subject text,
  message text,
  page text,
  sender text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  received uuid;
begin
  if (select s.contact_form from public.site_settings s) is distinct from 'accepting' then
    raise exception 'The contact form is not accepting messages.' using errcode = '55000';
  end if;
  -- One sender at a time, so two messages sent at once are both counted.
  perform pg_advisory_xact_lock(hashtext('contact_messages:' || receive_contact_message.sender));
  -- And the whole form: addresses can be many (a proxy passing on what a client claims, an IPv6
  -- network), the team's attention cannot.
  if (select count(*) from public.contact_messages m
      where m.received_at > now() - interval '1 hour') >= 60 then
    raise exception 'The form has had too many messages this hour.' using errcode = '54000';
  end if;
  if (select count(*) from public.contact_messages m
      where m.sender = receive_contact_message.sender
        and m.received_at > now() - interval '10 minutes') >= 3
    or (select count(*) from public.contact_messages m
      where m.sender = receive_contact_message.sender
        and m.received_at > now() - interval '1 day') >= 10 then
    raise exception 'Too many messages from this address.' using errcode = '54000';
  end if;
  insert into public.contact_messages
    (name, email, company, department, subject, message, page, sender)
  values (
    btrim(receive_contact_message.name), btrim(receive_contact_message.email),
    nullif(btrim(receive_contact_message.company), ''),
    nullif(btrim(receive_contact_message.department), ''),
    btrim(receive_contact_message.subject), btrim(receive_contact_message.message),
    nullif(receive_contact_message.page, ''), receive_contact_message.sender)
  returning id into received;
  return received;
end;
$$;

revoke execute on function public.receive_contact_message(text, text, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.receive_contact_message(text, text, text, text, text, text, text, text)
  to service_role;

-- Admins switch the form and set how long messages are kept.
create function public.set_contact_form(mode text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  if mode is null or mode not in ('coming_soon', 'accepting') then
    raise exception 'The contact form is either coming soon or accepting messages.' using errcode = '22023';
  end if;
  update public.site_settings
  set contact_form = mode, updated_at = now(), updated_by = auth.uid()
  where id;
end;
$$;

create function public.set_message_retention(months integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin();
  if months is null or months not between 1 and 120 then
    raise exception 'Keep messages for 1 to 120 months.' using errcode = '22023';
  end if;
  update public.team_settings
  set message_retention_months = months, updated_at = now(), updated_by = auth.uid()
  where id;
end;
$$;

revoke execute on function public.set_contact_form(text), public.set_message_retention(integer)
  from public, anon;
grant execute on function public.set_contact_form(text), public.set_message_retention(integer)
  to authenticated;

-- The retention job: messages older than the team's period go, every night.
create function private.delete_old_contact_messages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_messages m
  where m.received_at < now() - make_interval(months => (
    select s.message_retention_months from public.team_settings s
  ));
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke execute on function private.delete_old_contact_messages() from public, anon, authenticated;

select cron.schedule('delete-old-contact-messages', '17 3 * * *',
  'select private.delete_old_contact_messages()');
