-- Browser-only mode, made idempotent and bounded at the database, since the anon key is public
-- and anon may not read (docs/decisions/0037-the-text-rule-by-category-and-bounded-browser-tables.md).
-- Safe to run again.

-- One quote request, one row: the browser inserts exactly the spec's six fields, so a retry of
-- the same submission (an insert that landed after the page gave up, then Submit again) carries
-- no key. A row the same as one stored in the last ten minutes, in every field the visitor typed
-- (created_at is the browser's clock and moves with each try), is the same request: it is
-- skipped, and the browser hears success, since the request is stored. Looked up by an index on
-- a hash of the five fields, so the check costs the same at a million rows as at ten.
create index if not exists contact_submissions_same_request
  on public.contact_submissions (md5(name || chr(31) || email || chr(31) || phone || chr(31) || address || chr(31) || message), received_at);

create or replace function public.contact_submissions_stored_recently(
  p_name text, p_email text, p_phone text, p_address text, p_message text
) returns boolean
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select exists (
    select 1 from public.contact_submissions s
    where md5(s.name || chr(31) || s.email || chr(31) || s.phone || chr(31) || s.address || chr(31) || s.message)
          = md5(p_name || chr(31) || p_email || chr(31) || p_phone || chr(31) || p_address || chr(31) || p_message)
      and s.received_at > now() - interval '10 minutes'
      -- An earlier request, not a row of this one: two rows in one request stay two, and are
      -- refused by the one-row rule.
      and s.xmin <> pg_current_xact_id()::xid
      and s.name = p_name and s.email = p_email and s.phone = p_phone and s.address = p_address and s.message = p_message
  )
$$;

-- The lock makes two copies of one request sent at once take turns, so the second sees the first.
create or replace function public.contact_submissions_one_row_per_request_retry()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_submissions:' || new.email || chr(31) || new.message, 0));
  if public.contact_submissions_stored_recently(new.name, new.email, new.phone, new.address, new.message) then
    return null;
  end if;
  return new;
end
$$;

drop trigger if exists contact_submissions_0_retry_stored_once on public.contact_submissions;
create trigger contact_submissions_0_retry_stored_once
  before insert on public.contact_submissions
  for each row
  execute function public.contact_submissions_one_row_per_request_retry();

-- Neither is an API: anon reaches them only through its insert.
revoke all on function public.contact_submissions_stored_recently(text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.contact_submissions_one_row_per_request_retry() from public, anon, authenticated;

-- The failed-steps table, every anon statement an index look.
-- "Has this transaction written a row yet" was a scan of the whole table by xmin (86 ms at a
-- million rows, on every anon insert): the transaction's id is now a column, set by its default
-- (anon may not write it) and indexed.
alter table public.quote_step_failures add column if not exists written_in xid8 not null default pg_current_xact_id();
create index if not exists quote_step_failures_written_in on public.quote_step_failures (written_in);

create or replace function public.quote_step_failures_written_in_this_transaction()
returns boolean
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select exists (select 1 from public.quote_step_failures where written_in = pg_current_xact_id())
$$;

-- Growth bounded across requests: at most 300 reports an hour from everyone together (three
-- steps for a hundred failed submissions: far more than a small business's site has), counted
-- by a look that reads at most 300 index entries whatever the table holds. Past it a report is
-- refused; the lead itself is not affected, and the owner still finds it in contact_submissions.
create index if not exists quote_step_failures_received_at on public.quote_step_failures (received_at);

create or replace function public.quote_step_failures_reported_this_hour()
returns integer
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select count(*)::integer from (
    select 1 from public.quote_step_failures where received_at > now() - interval '1 hour' limit 300
  ) recent
$$;

create or replace function public.quote_step_failures_cap_per_submission()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('quote_step_failures:' || new.submission_id, 0));
  if (select count(*) from public.quote_step_failures where submission_id = new.submission_id) >= 3 then
    raise exception 'A submission has at most three failed steps.' using errcode = '23514';
  end if;
  if public.quote_step_failures_reported_this_hour() >= 300 then
    raise exception 'Too many failed steps reported this hour.' using errcode = '54000';
  end if;
  return new;
end
$$;

revoke all on function public.quote_step_failures_reported_this_hour() from public, anon, authenticated;
revoke all on function public.quote_step_failures_cap_per_submission() from public, anon, authenticated;
