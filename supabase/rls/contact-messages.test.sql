-- Inquiries: the contact form's messages arrive through the server only, while an admin has the
-- form accepting; editors and admins read and sort them; nobody else reads them.

-- test: the form shows the notice until an admin switches it on, and everyone can read which
select rls_test.act_as_anon();
select rls_test.expect(
  (select contact_form from public.site_settings) = 'coming_soon', 'visitors read the default: coming soon');
select rls_test.expect_error(
  $$update public.site_settings set contact_form = 'accepting'$$, '42501', 'visitors cannot switch it');
select rls_test.expect_error(
  $$select public.set_contact_form('accepting')$$, '42501', 'nor call the switch');
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  $$select public.set_contact_form('accepting')$$, '42501', 'an editor cannot switch it');
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$select public.set_contact_form('open')$$, '22023', 'two modes only');
select public.set_contact_form('accepting');
select rls_test.expect(
  (select contact_form from public.site_settings) = 'accepting', 'an admin switches it on');

-- test: only the server sends a message, and only while the form accepts them
select rls_test.act_as_service_role();
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'ana@example.com', null, null, 'Hello', 'A question', '/contact', 'addr-1')$$,
  '55000', 'nothing is received while the form shows the notice');
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'ana@example.com', null, null, 'Hello', 'A question', '/contact', 'addr-1')$$,
  '42501', 'a visitor cannot call it past the form');
select rls_test.expect_error(
  $$insert into public.contact_messages (name, email, subject, message, sender) values ('Ana', 'ana@example.com', 'Hi', 'Hi', 'x')$$,
  '42501', 'nor write the table');
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'ana@example.com', null, null, 'Hello', 'A question', '/contact', 'addr-1')$$,
  '42501', 'nor can an editor');
select rls_test.expect_error(
  $$insert into public.contact_messages (name, email, subject, message, sender) values ('Ana', 'ana@example.com', 'Hi', 'Hi', 'x')$$,
  '42501', 'or write the table');
select rls_test.act_as_service_role();
select set_config('rls_test.message', public.receive_contact_message(
  '  Ana Rao ', 'ana@example.com', ' ', 'dft', 'Hello', 'A question about DFT.', '/contact?department=dft', 'addr-1')::text, true);
select rls_test.expect(
  (select name = 'Ana Rao' and company is null and department = 'dft' and page = '/contact?department=dft'
     and status = 'new' and received_at is not null
   from public.contact_messages where id = current_setting('rls_test.message')::uuid),
  'the message is kept as sent, trimmed, with its department, page and time');
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'not an address', null, null, 'Hello', 'Hi', '/contact', 'addr-2')$$,
  '23514', 'an address must look like one');
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'ana@example.com', null, null, '  ', 'Hi', '/contact', 'addr-2')$$,
  '23514', 'a subject is required');
select rls_test.expect_error(
  format($$select public.receive_contact_message('Ana', 'ana@example.com', null, null, 'Hello', %L, '/contact', 'addr-2')$$,
    repeat('x', 5001)),
  '23514', 'a message has a length limit');

-- test: one address sends three messages in ten minutes, not a fourth
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
select rls_test.act_as_service_role();
select public.receive_contact_message('Bo', 'bo@example.com', null, null, 'One', 'First', '/contact', 'addr-flood');
select public.receive_contact_message('Bo', 'bo@example.com', null, null, 'Two', 'Second', '/contact', 'addr-flood');
select public.receive_contact_message('Bo', 'bo@example.com', null, null, 'Three', 'Third', '/contact', 'addr-flood');
select rls_test.expect_error(
  $$select public.receive_contact_message('Bo', 'bo@example.com', null, null, 'Four', 'Fourth', '/contact', 'addr-flood')$$,
  '54000', 'the fourth within ten minutes is refused');
select rls_test.expect(
  public.receive_contact_message('Cy', 'cy@example.com', null, null, 'Hi', 'Another sender', '/contact', 'addr-other') is not null,
  'another address is not held up');

-- test: editors and admins read and sort messages; authors, viewers and visitors read nothing
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
select rls_test.act_as_service_role();
select set_config('rls_test.message', public.receive_contact_message(
  'Ana', 'ana@example.com', 'Acme', null, 'Hello', 'A question.', '/contact', 'addr-read')::text, true);
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select count(*) from public.contact_messages$$, '42501', 'visitors cannot read messages');
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.contact_messages) = 0, 'a signed-in non-member reads none');
select rls_test.act_as_member('author');
select rls_test.expect(
  (select count(*) from public.contact_messages) = 0, 'an author reads none');
update public.contact_messages set status = 'handled';
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
select rls_test.expect(
  (select count(*) from public.contact_messages where id = current_setting('rls_test.message')::uuid) = 1,
  'an editor reads it');
select rls_test.expect(
  (select status = 'new' from public.contact_messages where id = current_setting('rls_test.message')::uuid),
  'the author''s update reached nothing');
update public.contact_messages
set status = 'handled', note = 'Called back', assigned_to = current_setting('rls_test.editor')::uuid
where id = current_setting('rls_test.message')::uuid;
select rls_test.expect(
  (select status = 'handled' and note = 'Called back' and handled_at is not null
     and handled_by_email = current_setting('rls_test.editor') || '@example.com'
   from public.contact_messages where id = current_setting('rls_test.message')::uuid),
  'an editor marks it handled, with a note, given to them; the server says who and when');
select rls_test.expect_error(
  format($$update public.contact_messages set message = 'rewritten' where id = %L$$, current_setting('rls_test.message')),
  '42501', 'what was sent cannot be rewritten');
select rls_test.expect_error(
  format($$update public.contact_messages set assigned_to = %L where id = %L$$,
    'a0e1b2c3-0000-4000-8000-000000000002', current_setting('rls_test.message')),
  '23514', 'a message is given to editors and admins only');
update public.contact_messages set status = 'new' where id = current_setting('rls_test.message')::uuid;
select rls_test.expect(
  (select handled_at is null and handled_by_email is null
   from public.contact_messages where id = current_setting('rls_test.message')::uuid),
  'marked new again, it is no longer handled by anyone');
delete from public.contact_messages where id = current_setting('rls_test.message')::uuid;
select rls_test.expect(
  not exists (select 1 from public.contact_messages where id = current_setting('rls_test.message')::uuid),
  'an editor deletes it');

-- test: the nightly job deletes messages older than the period an admin sets
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
select rls_test.act_as_service_role();
select set_config('rls_test.old', public.receive_contact_message(
  'Old', 'old@example.com', null, null, 'Old', 'From long ago', '/contact', 'addr-old')::text, true);
select set_config('rls_test.recent', public.receive_contact_message(
  'New', 'new@example.com', null, null, 'New', 'From last month', '/contact', 'addr-new')::text, true);
select rls_test.act_as_owner();
update public.contact_messages set received_at = now() - interval '13 months'
where id = current_setting('rls_test.old')::uuid;
update public.contact_messages set received_at = now() - interval '5 months'
where id = current_setting('rls_test.recent')::uuid;
select rls_test.expect(private.delete_old_contact_messages() >= 1, 'twelve months by default: the old one goes');
select rls_test.expect(
  exists (select 1 from public.contact_messages where id = current_setting('rls_test.recent')::uuid),
  'the recent one stays');
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  $$select public.set_message_retention(3)$$, '42501', 'an editor cannot set the period');
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  $$select public.set_message_retention(0)$$, '22023', 'at least a month');
select public.set_message_retention(3);
select rls_test.act_as_owner();
select private.delete_old_contact_messages();
select rls_test.expect(
  not exists (select 1 from public.contact_messages where id = current_setting('rls_test.recent')::uuid),
  'with three months, the five-month-old one goes too');
select rls_test.expect(
  exists (select 1 from cron.job where jobname = 'delete-old-contact-messages' and active),
  'pg_cron runs the job');

-- test: with a webhook set, each new message is queued for it, signed; failing to queue loses nothing
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
insert into private.contact_webhook (url, secret)
values ('https://hooks.example.com/inquiries', 'a-secret-of-more-than-thirty-two-characters');
select rls_test.act_as_service_role();
select set_config('rls_test.message', public.receive_contact_message(
  'Ana', 'ana@example.com', null, 'dft', 'Hello', 'Posted on', '/contact', 'addr-hook')::text, true);
select rls_test.act_as_owner();
select rls_test.expect(
  (select q.url = 'https://hooks.example.com/inquiries'
     and (convert_from(q.body, 'UTF8')::jsonb #>> '{message,id}') = current_setting('rls_test.message')
     and not (convert_from(q.body, 'UTF8')::jsonb -> 'message' ? 'sender')
     and abs((q.headers ->> 'X-Signature-Timestamp')::bigint - extract(epoch from now())) < 5
     and q.headers ->> 'X-Signature-256' = 'sha256=' || encode(extensions.hmac(
       (q.headers ->> 'X-Signature-Timestamp') || '.' || convert_from(q.body, 'UTF8'),
       'a-secret-of-more-than-thirty-two-characters', 'sha256'), 'hex')
   from net.http_request_queue q order by q.id desc limit 1),
  'the message is queued for the webhook, without the sender''s digest, signed over its time and the body sent');
alter function net.http_post(text, jsonb, jsonb, jsonb, integer) rename to http_post_gone;
select rls_test.act_as_service_role();
select rls_test.expect(
  public.receive_contact_message('Bo', 'bo@example.com', null, null, 'Hi', 'Still kept', '/contact', 'addr-hook-2') is not null,
  'a webhook that cannot be queued does not cost the visitor their message');

-- test: editors and admins, and only they, see whom a message can be given to
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
select rls_test.act_as_member('author');
select rls_test.expect_error($$select * from public.inbox_assignees()$$, '42501', 'an author cannot list them');
select rls_test.act_as_anon();
select rls_test.expect_error($$select * from public.inbox_assignees()$$, '42501', 'nor can a visitor');
select rls_test.act_as_member('admin');
select rls_test.expect(
  exists (select 1 from public.inbox_assignees() a
          where a.user_id = current_setting('rls_test.editor')::uuid
            and a.email = current_setting('rls_test.editor') || '@example.com'),
  'an admin sees the editor, by email');
select rls_test.expect(
  not exists (select 1 from public.inbox_assignees() a join public.team_members m using (user_id)
              where m.role = 'author'),
  'and no authors');

-- test: a webhook takes https, or http to this machine only
select rls_test.act_as_owner();
select rls_test.expect_error(
  $$insert into private.contact_webhook (url, secret) values ('http://hooks.example.com/x', repeat('s', 32))$$,
  '23514', 'personal data does not travel in clear text');
insert into private.contact_webhook (url, secret) values ('http://127.0.0.1:8080/hook', repeat('s', 32));

-- test: the whole form takes sixty messages an hour, however many addresses send them
select rls_test.act_as_owner();
update public.site_settings set contact_form = 'accepting' where id;
insert into public.contact_messages (name, email, subject, message, sender, received_at)
select 'Flood', 'flood@example.com', 'Hi', 'Hello', 'addr-' || n, now() - interval '5 minutes'
from generate_series(1, 60) n;
select rls_test.act_as_service_role();
select rls_test.expect_error(
  $$select public.receive_contact_message('Ana', 'ana@example.com', null, null, 'Hi', 'Hello', '/contact', 'addr-fresh')$$,
  '54000', 'the sixty-first this hour is refused, from a new address too');

-- test: visitors read which mode the form is in, not who set it
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select updated_by from public.site_settings$$, '42501', 'who changed a setting is not public');
