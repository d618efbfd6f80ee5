-- Loaded as the database owner at the start of every RLS test, inside the test's transaction, so
-- it is rolled back with the test and never reaches a real database.
--
-- act_as_* switch the role and the JWT claims the way the Data API does for each request;
-- expect and expect_error fail the test by raising.

create schema rls_test;
grant usage on schema rls_test to anon, authenticated, service_role;

create function rls_test.act_as(api_role text, claims jsonb default '{}') returns void
language plpgsql as $$
begin
  perform set_config('role', api_role, true);
  perform set_config('request.jwt.claims', (claims || jsonb_build_object('role', api_role))::text, true);
end;
$$;

create function rls_test.act_as_anon() returns void language sql as $$
  select rls_test.act_as('anon');
$$;

create function rls_test.act_as_service_role() returns void language sql as $$
  select rls_test.act_as('service_role');
$$;

-- The seed's editor@example.com, whose app_metadata makes them an editor.
create function rls_test.act_as_editor() returns void language sql as $$
  select rls_test.act_as('authenticated', '{
    "sub": "a0e1b2c3-0000-4000-8000-000000000001",
    "email": "editor@example.com",
    "app_metadata": {"provider": "email", "providers": ["email"], "role": "editor"}
  }');
$$;

-- The seed's viewer@example.com: signed in, not an editor.
create function rls_test.act_as_viewer() returns void language sql as $$
  select rls_test.act_as('authenticated', '{
    "sub": "a0e1b2c3-0000-4000-8000-000000000002",
    "email": "viewer@example.com",
    "app_metadata": {"provider": "email", "providers": ["email"]}
  }');
$$;

-- A new account with a team role, made as the owner, then acting as it; returns its id. Its
-- token claims no role: the team's row alone makes one.
create function rls_test.act_as_member(member_role text) returns uuid language plpgsql as $$
declare
  member uuid := gen_random_uuid();
begin
  perform set_config('role', 'none', true);
  insert into auth.users (id, email, raw_app_meta_data)
  values (member, member::text || '@example.com', '{"provider": "email"}');
  insert into public.team_members (user_id, role) values (member, member_role);
  perform rls_test.act_as('authenticated',
    jsonb_build_object('sub', member, 'email', member::text || '@example.com'));
  return member;
end;
$$;

-- Back to the owner, for setting up data a test then reads under another role.
create function rls_test.act_as_owner() returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- A null outcome fails too: a check that cannot be evaluated proves nothing.
create function rls_test.expect(outcome boolean, what text) returns void
language plpgsql as $$
begin
  if outcome is not true then
    raise exception 'expected: %', what;
  end if;
end;
$$;

-- Runs the statement as the current role; it must fail with the given SQLSTATE.
create function rls_test.expect_error(statement text, expected_state text, what text) returns void
language plpgsql as $$
declare
  state text;
  message text;
begin
  begin
    execute statement;
  exception when others then
    get stacked diagnostics state = returned_sqlstate, message = message_text;
    if state = expected_state then
      return;
    end if;
    raise exception 'expected: % (% failed with %: %)', what, statement, state, message;
  end;
  raise exception 'expected: % (% succeeded)', what, statement;
end;
$$;

grant execute on all functions in schema rls_test to anon, authenticated, service_role;
