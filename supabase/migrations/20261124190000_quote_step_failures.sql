-- Browser-only mode: which quote steps failed in the visitor's browser, with the lead they belong
-- to, written with the public anon key. The owner reads this table in the Supabase dashboard
-- (Table Editor → quote_step_failures) to find leads that got no notification or confirmation.
-- Like contact_submissions, anon may insert and do nothing else. Safe to run again.

create table if not exists public.quote_step_failures (
  id bigint generated always as identity primary key,
  submission_id text not null,
  step text not null,
  reason text not null,
  visitor_name text not null default '',
  visitor_email text not null default '',
  page text not null default '',
  received_at timestamptz not null default now(),
  constraint quote_step_failures_submission_id check (submission_id ~ '^[A-Za-z0-9-]{8,64}$'),
  constraint quote_step_failures_step check (step in ('store', 'confirmation', 'notification')),
  constraint quote_step_failures_reason check (char_length(reason) between 1 and 500),
  constraint quote_step_failures_visitor_name check (char_length(visitor_name) <= 100),
  constraint quote_step_failures_visitor_email check (char_length(visitor_email) <= 254),
  constraint quote_step_failures_page check (char_length(page) <= 300 and (page = '' or page ~ '^/[A-Za-z0-9._~/-]*$')),
  constraint quote_step_failures_plain_text check (
    reason !~ '[\x01-\x1f\x7f\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    and visitor_name !~ '[\x01-\x1f\x7f\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>]'
    and visitor_email !~ '[\x01-\x1f\x7f\u0080-\u009f[:space:]<>]'
  )
);

alter table public.quote_step_failures enable row level security;
revoke all on table public.quote_step_failures from public, anon, authenticated;

do $$
declare
  id_sequence constant text := pg_get_serial_sequence('public.quote_step_failures', 'id');
begin
  execute format('revoke all on sequence %s from public, anon, authenticated', id_sequence);
end
$$;

grant insert (submission_id, step, reason, visitor_name, visitor_email, page) on table public.quote_step_failures to anon;

drop policy if exists "Visitors' browsers can report a failed quote step" on public.quote_step_failures;
create policy "Visitors' browsers can report a failed quote step"
  on public.quote_step_failures
  as permissive
  for insert
  to anon
  -- The table's CHECKs bound every value; the per-address rate limit lives in front of the API,
  -- as for contact_submissions (docs/configuration.md).
  with check (true);
