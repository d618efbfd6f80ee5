-- Review: authors ask for their staged changes to be published; editors and admins approve
-- (publishing exactly that author's changes) or send them back with a comment.

-- test: an author asks once for what they staged; nothing staged is nothing to ask
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
select rls_test.expect_error(
  $$select public.submit_for_review('Nothing yet')$$, 'P0002', 'nothing staged, nothing to ask');
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.a', 'by the author');
select set_config('rls_test.request', public.submit_for_review('  The new hero title  ')::text, true);
select rls_test.expect(
  (select status = 'open' and note = 'The new hero title' and author = current_setting('rls_test.author')::uuid
   from public.review_requests where id = current_setting('rls_test.request')::uuid),
  'an open request, in the author''s name, with their note');
select rls_test.expect_error(
  $$select public.submit_for_review()$$, '23505', 'one open request at a time');
select rls_test.expect_error(
  $$update public.review_requests set status = 'approved'$$, '42501',
  'nobody decides by writing the table');
select rls_test.expect_error(
  format($$select public.approve_review(%L)$$, current_setting('rls_test.request')), '42501',
  'an author cannot approve, their own least of all');
select rls_test.expect_error(
  format($$select public.reject_review(%L, 'no')$$, current_setting('rls_test.request')), '42501',
  'nor send back');
select rls_test.act_as_member('author');
select rls_test.expect(
  (select count(*) from public.review_requests) = 0, 'another author does not see it');

-- test: approving publishes that author's staged changes only, as the reviewer
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.mine', 'approved words');
insert into public.collection_drafts (collection, item_id, item, base_updated_at)
select 'faqs', id, jsonb_build_object('question', question, 'answer', 'An approved answer'), updated_at
from public.faqs order by sort_order limit 1;
select set_config('rls_test.request', public.submit_for_review()::text, true);
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.other', 'not asked for');
select set_config('rls_test.reviewer', (select auth.uid())::text, true);
select rls_test.expect(
  (select count(*) from public.review_requests where id = current_setting('rls_test.request')::uuid) = 1,
  'an editor sees the request');
select rls_test.expect(
  public.approve_review(current_setting('rls_test.request')::uuid, 'Looks right') = 2,
  'both of the author''s changes are published');
select rls_test.expect(
  (select content_value from public.website_content where content_key = 'rls.review.mine') = 'approved words',
  'the author''s text is live');
select rls_test.expect(
  exists (select 1 from public.faqs where answer = 'An approved answer'), 'and their item');
select rls_test.expect(
  (select content_value from public.website_content_drafts where content_key = 'rls.review.other') = 'not asked for',
  'what someone else staged stays staged');
select rls_test.expect(
  (select actor_id from public.website_content_history
   where content_key = 'rls.review.mine' order by id desc limit 1) = current_setting('rls_test.reviewer')::uuid,
  'the history names the reviewer who published');
select rls_test.expect(
  (select status = 'approved' and comment = 'Looks right' and published = 2
     and decided_by = current_setting('rls_test.reviewer')::uuid and decided_at is not null
   from public.review_requests where id = current_setting('rls_test.request')::uuid),
  'the request records the decision, who and when');
select rls_test.expect_error(
  format($$select public.approve_review(%L)$$, current_setting('rls_test.request')), '40001',
  'a decided request cannot be decided again');

-- test: sending back needs a comment, keeps the staged changes, and the author reads why
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.back', 'too long');
select set_config('rls_test.request', public.submit_for_review()::text, true);
select rls_test.act_as_member('admin');
select rls_test.expect_error(
  format($$select public.reject_review(%L, '  ')$$, current_setting('rls_test.request')), '22023',
  'a reviewer says what should change');
select public.reject_review(current_setting('rls_test.request')::uuid, 'Shorter, please.');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.author')));
select rls_test.expect(
  (select status = 'rejected' and comment = 'Shorter, please.'
   from public.review_requests where id = current_setting('rls_test.request')::uuid),
  'the author reads the comment');
select rls_test.expect(
  exists (select 1 from public.website_content_drafts where content_key = 'rls.review.back'),
  'their change is still staged, to fix');
-- Sent back, they may ask again.
select rls_test.expect(public.submit_for_review('Shorter now') is not null, 'and ask again');

-- test: an author withdraws their own open request, nobody else's
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.w', 'x');
select set_config('rls_test.request', public.submit_for_review()::text, true);
select rls_test.act_as_member('author');
select rls_test.expect_error(
  format($$select public.withdraw_review(%L)$$, current_setting('rls_test.request')), '40001',
  'another author cannot withdraw it');
select rls_test.act_as('authenticated', jsonb_build_object('sub', current_setting('rls_test.author')));
select public.withdraw_review(current_setting('rls_test.request')::uuid);
select rls_test.expect(
  (select status from public.review_requests where id = current_setting('rls_test.request')::uuid) = 'withdrawn',
  'withdrawn');

-- test: anon and a viewer reach none of it
select rls_test.act_as_anon();
select rls_test.expect_error($$select public.submit_for_review()$$, '42501', 'anon cannot ask');
select rls_test.act_as_viewer();
select rls_test.expect_error($$select public.submit_for_review()$$, '42501', 'a viewer cannot ask');
select rls_test.expect((select count(*) from public.review_requests) = 0, 'nor see requests');

-- test: an author cannot replace or discard what an editor staged
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.editors', 'the editor''s');
select rls_test.act_as_member('author');
with changed as (
  update public.website_content_drafts set content_value = 'the author''s'
  where content_key = 'rls.review.editors' returning 1
)
select rls_test.expect((select count(*) from changed) = 0, 'an author cannot restage an editor''s text');
with removed as (delete from public.website_content_drafts returning 1)
select rls_test.expect((select count(*) from removed) = 0, 'nor discard it');
select rls_test.expect(
  (select content_value from public.website_content_drafts where content_key = 'rls.review.editors') = 'the editor''s',
  'the editor''s words stay staged');

-- test: Publish publishes what editors staged; an author's changes wait for review
select rls_test.act_as_member('author');
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.waits', 'unreviewed');
select rls_test.act_as_member('editor');
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.goes', 'reviewed by staging');
select public.publish_site_text_drafts();
select rls_test.expect(
  exists (select 1 from public.website_content where content_key = 'rls.review.goes'), 'the editor''s change is live');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'rls.review.waits'),
  'the author''s is not');
select rls_test.expect(
  exists (select 1 from public.website_content_drafts where content_key = 'rls.review.waits'),
  'and stays staged');

-- test: approval publishes what was reviewed or nothing: a change restaged after asking is refused
select set_config('rls_test.author', rls_test.act_as_member('author')::text, true);
insert into public.website_content_drafts (content_key, content_value) values ('rls.review.swap', 'harmless');
select set_config('rls_test.request', public.submit_for_review()::text, true);
update public.website_content_drafts set content_value = 'swapped' where content_key = 'rls.review.swap';
select rls_test.act_as_member('editor');
select rls_test.expect_error(
  format($$select public.approve_review(%L)$$, current_setting('rls_test.request')), '40001',
  'approval refuses changes made after asking');
select rls_test.expect(
  not exists (select 1 from public.website_content where content_key = 'rls.review.swap'),
  'nothing was published');
