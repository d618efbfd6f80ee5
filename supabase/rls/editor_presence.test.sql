-- Realtime's private "site-editors" channel: only editors, and only for presence. Realtime asks
-- RLS on realtime.messages with the channel's name in realtime.topic().

-- test: an editor joins the presence of site-editors and sees it
select set_config('realtime.topic', 'site-editors', true);
select rls_test.act_as_editor();
insert into realtime.messages (topic, extension, payload) values ('site-editors', 'presence', '{}');
select rls_test.expect(
  (select count(*) from realtime.messages where extension = 'presence') = 1,
  'an editor reads the channel''s presence');

-- test: an editor may not broadcast on site-editors nor use it for another topic
select rls_test.act_as_editor();
select set_config('realtime.topic', 'site-editors', true);
select rls_test.expect_error(
  $$insert into realtime.messages (topic, extension, payload) values ('site-editors', 'broadcast', '{}')$$,
  '42501', 'presence only');
select set_config('realtime.topic', 'somewhere-else', true);
select rls_test.expect_error(
  $$insert into realtime.messages (topic, extension, payload) values ('somewhere-else', 'presence', '{}')$$,
  '42501', 'no other channel');

-- test: a viewer neither joins nor sees the editors' presence
select set_config('realtime.topic', 'site-editors', true);
select rls_test.act_as_editor();
insert into realtime.messages (topic, extension, payload) values ('site-editors', 'presence', '{}');
select rls_test.act_as_viewer();
select rls_test.expect(
  (select count(*) from realtime.messages) = 0, 'a viewer sees no presence');
select rls_test.expect_error(
  $$insert into realtime.messages (topic, extension, payload) values ('site-editors', 'presence', '{}')$$,
  '42501', 'a viewer cannot join');

-- test: anon neither joins nor sees the editors' presence
select set_config('realtime.topic', 'site-editors', true);
select rls_test.act_as_editor();
insert into realtime.messages (topic, extension, payload) values ('site-editors', 'presence', '{}');
select rls_test.act_as_anon();
select rls_test.expect((select count(*) from realtime.messages) = 0, 'anon sees no presence');
select rls_test.expect_error(
  $$insert into realtime.messages (topic, extension, payload) values ('site-editors', 'presence', '{}')$$,
  '42501', 'anon cannot join');
