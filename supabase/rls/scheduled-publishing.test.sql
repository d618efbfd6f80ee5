-- Scheduled publishing: editors and admins give what is staged a time to go live; the pg_cron
-- job publishes it then, in their name, or fails it whole and stages its changes again.

-- test: scheduling takes what Publish would publish, and Publish leaves it for its time
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.author', 'an author''s words');
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.monday', 'Live on Monday');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'A Monday answer'), updated_at
from public.faqs order by sort_order limit 1;
select set_config('rls_test.staged_at',
  (select staged_at::text from public.website_content_drafts where content_key = 'rls.plan.monday'), true);
select set_config('rls_test.plan',
  public.schedule_publication(now() + interval '3 days', 'Europe/Berlin')::text, true);
select rls_test.expect(
  (select status = 'scheduled' and time_zone = 'Europe/Berlin' and scheduled_by = current_setting('rls_test.editor')::uuid
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'a publication in the editor''s name, with their time zone');
select rls_test.expect(
  (select count(*) from public.website_content_drafts where schedule_id = current_setting('rls_test.plan')::uuid) = 1
  and (select count(*) from public.collection_drafts where schedule_id = current_setting('rls_test.plan')::uuid) = 1,
  'the staged text and item belong to it');
select rls_test.expect(
  (select staged_at::text = current_setting('rls_test.staged_at') and staged_by = current_setting('rls_test.editor')::uuid
   from public.website_content_drafts where content_key = 'rls.plan.monday'),
  'scheduling does not restage: who staged it and when stay');
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.author'),
  'an author''s change is not taken: it goes live through review');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.now', 'Live now');
select rls_test.expect(public.publish_site_text_drafts() = 1, 'Publish publishes only what is not scheduled');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'rls.plan.monday'),
  'the scheduled text is not live yet');
select rls_test.expect(
  exists (select 1 from public.website_content_drafts where content_key = 'rls.plan.monday'),
  'and stays staged');
update public.website_content_drafts set content_value = 'Live on Monday, at nine' where content_key = 'rls.plan.monday';
select rls_test.expect(
  (select schedule_id = current_setting('rls_test.plan')::uuid from public.website_content_drafts
   where content_key = 'rls.plan.monday'),
  'restaging a scheduled change keeps it in its publication');
select rls_test.expect_error(
  format($$select public.publish_staged_changes(null, %L)$$, current_setting('rls_test.plan')), '55000',
  'a publication is not published before its time');

-- test: nobody sets a change's publication but the scheduling functions
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.a', 'first');
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
insert into public.website_content_drafts (content_key, content_value, schedule_id)
values ('rls.plan.b', 'sneaked in', current_setting('rls_test.plan')::uuid);
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.b'),
  'a change staged with a publication named is staged without one');
update public.website_content_drafts set schedule_id = null where content_key = 'rls.plan.a';
select rls_test.expect(
  (select schedule_id = current_setting('rls_test.plan')::uuid from public.website_content_drafts
   where content_key = 'rls.plan.a'),
  'nor can an update take it out');
select rls_test.expect_error(
  $$update public.scheduled_publications set go_live_at = now()$$, '42501',
  'nobody reschedules by writing the table');

-- test: only those who publish schedule, and only for a time to come within a year
select rls_test.act_as_member('author');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.author', 'mine');
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '1 day')$$, '42501', 'an author cannot schedule');
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '1 day')$$, 'P0002',
  'an author''s changes are not the editor''s to schedule: nothing else is staged');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.x', 'x');
select rls_test.expect_error(
  $$select public.schedule_publication(now() - interval '1 minute')$$, '22023', 'not in the past');
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '13 months')$$, '22023', 'not beyond a year');
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '1 day', 'Europe/Berlin; drop table x')$$, '22023',
  'a time zone is a name');
select rls_test.act_as_anon();
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '1 day')$$, '42501', 'visitors cannot call it');
select rls_test.expect_error(
  $$select count(*) from public.scheduled_publications$$, '42501', 'nor see what is scheduled');
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from public.scheduled_publications) = 0, 'nor does a signed-in non-member');

-- test: rescheduling moves the time and makes it the rescheduler's; cancelling stages it again
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.moved', 'moved');
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 day')::text, true);
select set_config('rls_test.admin', rls_test.act_as_member('admin')::text, true);
select public.reschedule_publication(current_setting('rls_test.plan')::uuid, now() + interval '2 days', 'Asia/Kolkata');
select rls_test.expect(
  (select go_live_at = now() + interval '2 days' and time_zone = 'Asia/Kolkata'
     and scheduled_by = current_setting('rls_test.admin')::uuid
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'the new time, in the rescheduler''s name');
select rls_test.act_as_member('author');
select rls_test.expect(
  (select count(*) from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid) = 1,
  'an author sees what is scheduled');
select rls_test.expect_error(
  format($$select public.cancel_publication(%L)$$, current_setting('rls_test.plan')), '42501',
  'but cannot cancel it');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.admin')));
select public.cancel_publication(current_setting('rls_test.plan')::uuid);
select rls_test.expect(
  (select status = 'cancelled' and finished_at is not null
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'cancelled, and when');
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.moved'),
  'its change is staged again, for Publish');
select rls_test.expect_error(
  format($$select public.cancel_publication(%L)$$, current_setting('rls_test.plan')), '40001',
  'a cancelled publication is not cancelled twice');
select rls_test.expect_error(
  format($$select public.reschedule_publication(%L, now() + interval '1 day')$$, current_setting('rls_test.plan')),
  '40001', 'nor rescheduled');

-- test: when due, the job publishes it in the scheduler's name, and leaves the rest for later
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.due', 'Now live');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'A scheduled answer'), updated_at
from public.faqs order by sort_order limit 1;
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.later', 'Later');
select set_config('rls_test.later', public.schedule_publication(now() + interval '2 hours')::text, true);
select rls_test.act_as_owner();
update public.scheduled_publications set go_live_at = now() where id = current_setting('rls_test.plan')::uuid;
select rls_test.expect(private.publish_due_publications() = 1, 'one publication was due');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'rls.plan.due') = 'Now live',
  'its text is live');
select rls_test.expect(
  exists (select 1 from public.faqs where answer = 'A scheduled answer'), 'and its item');
select rls_test.expect(
  (select actor_kind = 'schedule' and actor_id = current_setting('rls_test.editor')::uuid
   from public.website_content_history where content_key = 'rls.plan.due' order by id desc limit 1),
  'the history says it was scheduled, and by whom');
select rls_test.expect(
  (select actor_kind = 'schedule' from public.collection_history
   where collection = 'faqs' and new_row ->> 'answer' = 'A scheduled answer' order by id desc limit 1),
  'for items too');
select rls_test.expect(
  (select status = 'published' and published = 2 and finished_at is not null
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'the publication says it went live, with how many changes');
select rls_test.expect(
  (select status = 'scheduled' from public.scheduled_publications where id = current_setting('rls_test.later')::uuid)
  and exists (select 1 from public.website_content_drafts where content_key = 'rls.plan.later'),
  'a publication not yet due waits');
select rls_test.expect(
  coalesce(current_setting('request.jwt.claims', true), '') = ''
  and coalesce(current_setting('publishing.schedule', true), '') = '',
  'the job leaves no one''s name behind for what runs after it');
select rls_test.expect(private.publish_due_publications() = 0, 'a publication goes live once');

-- test: a publication whose scheduler can no longer publish fails whole and is staged again
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.orphan', 'Not without an editor');
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
select rls_test.act_as_owner();
delete from public.team_members where user_id = current_setting('rls_test.editor')::uuid;
update public.scheduled_publications set go_live_at = now() where id = current_setting('rls_test.plan')::uuid;
select rls_test.expect(private.publish_due_publications() = 0, 'nothing went live');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'rls.plan.orphan'), 'the text is not live');
select rls_test.expect(
  (select status = 'failed' and error like '%can no longer publish%'
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'the publication failed and says why');
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.orphan'),
  'its change is staged again');

-- test: an overtaken item fails the whole publication: none of it goes live
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.half', 'Not half of it');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'Overtaken'), updated_at
from public.faqs order by sort_order limit 1;
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
update public.faqs set answer = 'Saved straight away meanwhile', updated_at = now() + interval '1 second'
where id = (select id from public.faqs order by sort_order limit 1);
select rls_test.act_as_owner();
update public.scheduled_publications set go_live_at = now() where id = current_setting('rls_test.plan')::uuid;
select rls_test.expect(private.publish_due_publications() = 0, 'nothing went live');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'rls.plan.half'),
  'the text of the same publication is not live either');
select rls_test.expect(
  (select status = 'failed' and error like '%overtaken%'
   from public.scheduled_publications where id = current_setting('rls_test.plan')::uuid),
  'the publication failed with the reason');
select rls_test.expect(
  (select schedule_id is null from public.collection_drafts where item ->> 'answer' = 'Overtaken'),
  'the item is staged again, to open and restage');

-- test: the job runs every ten seconds
select rls_test.expect(
  exists (select 1 from cron.job where jobname = 'publish-scheduled-changes' and schedule = '10 seconds'
    and command like '%private.publish_due_publications()%' and active),
  'pg_cron has the job');

-- test: one due publication failing leaves the others to go live in the same run
select rls_test.act_as_member('editor');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'Will be overtaken'), updated_at
from public.faqs order by sort_order limit 1;
select set_config('rls_test.failing', public.schedule_publication(now() + interval '1 hour')::text, true);
update public.faqs set answer = 'Changed meanwhile', updated_at = now() + interval '1 second'
where id = (select id from public.faqs order by sort_order limit 1);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.fine', 'Goes live');
select set_config('rls_test.fine', public.schedule_publication(now() + interval '2 hours')::text, true);
select rls_test.act_as_owner();
update public.scheduled_publications set go_live_at = now()
where id in (current_setting('rls_test.failing')::uuid, current_setting('rls_test.fine')::uuid);
select rls_test.expect(private.publish_due_publications() = 1, 'one of the two went live');
select rls_test.expect(
  (select status from public.scheduled_publications where id = current_setting('rls_test.failing')::uuid) = 'failed'
  and (select status from public.scheduled_publications where id = current_setting('rls_test.fine')::uuid) = 'published',
  'the failing one is marked failed, the other published');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'rls.plan.fine') = 'Goes live',
  'the other''s text is live');

-- test: the job's branch of publishing is the job's alone, and so are its functions
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.early', 'Early');
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
select rls_test.act_as_owner();
update public.scheduled_publications set go_live_at = now() where id = current_setting('rls_test.plan')::uuid;
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  format($$select public.publish_staged_changes(null, %L)$$, current_setting('rls_test.plan')), '55000',
  'an editor cannot run a due publication outside the job');
select rls_test.expect_error(
  $$select private.publish_due_publications()$$, '42501', 'nor call the job');
select rls_test.expect_error(
  $$select * from private.change_actor()$$, '42501', 'nor the history''s actor');

-- test: a change restaged by someone who cannot publish leaves its publication
select set_config('rls_test.editor', rls_test.act_as_member('editor')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.demoted', 'Before');
select set_config('rls_test.plan', public.schedule_publication(now() + interval '1 hour')::text, true);
select rls_test.act_as_owner();
update public.team_members set role = 'author' where user_id = current_setting('rls_test.editor')::uuid;
select rls_test.act_as('authenticated', jsonb_build_object(
  'sub', current_setting('rls_test.editor'), 'email', current_setting('rls_test.editor') || '@example.com'));
update public.website_content_drafts set content_value = 'After, unreviewed' where content_key = 'rls.plan.demoted';
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.demoted'),
  'an author''s restaged change goes through review, not the schedule');

-- test: scheduling takes only what the editor saw staged, and no change waiting for review
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.seen', 'Seen');
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.unseen', 'Staged meanwhile');
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.plan.asked', 'Under review');
select public.submit_for_review();
select rls_test.act_as_owner();
-- The author has since become an editor; theirs and the first were staged a minute ago (past
-- the stamp trigger, which would say now).
update public.team_members set role = 'editor' where user_id = current_setting('rls_test.author')::uuid;
set local session_replication_role = replica;
update public.website_content_drafts set staged_at = now() - interval '1 minute'
where content_key in ('rls.plan.seen', 'rls.plan.asked');
set local session_replication_role = origin;
select rls_test.act_as_member('editor');
select set_config('rls_test.plan', public.schedule_publication(
  now() + interval '1 hour', 'UTC', now() - interval '30 seconds')::text, true);
select rls_test.expect(
  (select schedule_id is not null from public.website_content_drafts where content_key = 'rls.plan.seen')
  and (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.unseen'),
  'the change staged after the editor looked stays for Publish');
select rls_test.expect(
  (select schedule_id is null from public.website_content_drafts where content_key = 'rls.plan.asked'),
  'a change whose author waits for review is left to the review');
select rls_test.expect_error(
  $$select public.schedule_publication(now() + interval '1 day', 'Not/AZone')$$, '22023',
  'a time zone the database does not know is refused');
