-- Editors see who else has the admin open and which text each is editing. That travels on one
-- private Realtime channel, "site-editors"; Realtime admits a private channel only as far as
-- RLS on realtime.messages allows, with the channel's name in realtime.topic().

create policy "Editors see who else is editing"
  on realtime.messages for select to authenticated
  using (
    (select realtime.topic()) = 'site-editors'
    and realtime.messages.extension = 'presence'
    and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
  );

create policy "Editors say what they are editing"
  on realtime.messages for insert to authenticated
  with check (
    (select realtime.topic()) = 'site-editors'
    and realtime.messages.extension = 'presence'
    and (select auth.jwt() -> 'app_metadata' ->> 'role') = 'editor'
  );
