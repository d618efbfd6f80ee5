/**
 * pg_cron as hosted Supabase has it: jobs in cron.job, scheduled with cron.schedule (standard
 * five-field cron, or pg_cron's "N seconds") and removed with cron.unschedule; each run is
 * recorded in cron.job_run_details. The local server runs the jobs (./runner.ts).
 */
export const PG_CRON_SQL = /* sql */ `
create schema cron;

create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_uniq on cron.job (jobname, username);

create table cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- pg_cron's grammar, roughly: five fields of numbers, ranges, lists, steps and *, or "N seconds".
create function cron.valid_schedule(schedule text) returns boolean language sql immutable as $$
  select schedule ~ '^\\s*[1-9][0-9]? seconds?\\s*$'
    or schedule ~ '^\\s*([0-9*,/-]+\\s+){4}[0-9*,/-]+\\s*$'
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql as $$
declare
  id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end;
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql as $$
declare
  id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end;
$$;

create function cron.unschedule(job_name text) returns boolean language plpgsql as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_name;
  end if;
  return true;
end;
$$;

create function cron.unschedule(job_id bigint) returns boolean language plpgsql as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$$;

revoke all on schema cron from public;
revoke execute on all functions in schema cron from public;
`;
