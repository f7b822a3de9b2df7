-- The lead path in production: one row per submission, a durable mail outbox, and rate counters
-- shared by every relay on one database. The lead table itself, with the core's field rules as
-- CHECKs, is defined once in the Supabase migration (server/stores/lead-table.ts); the relay
-- applies it before this file.

-- A retried submission carries the same key (the browser's submission id): one row, never two.
alter table contact_submissions add column if not exists submission_key text;
create unique index if not exists contact_submissions_submission_key on contact_submissions (submission_key);

-- Every e-mail the relay accepts, recorded before it answers and delivered until sent or dead.
-- A row is claimed by setting locked_until; FOR UPDATE SKIP LOCKED keeps two relays on one
-- database from claiming the same row.
create table if not exists mail_outbox (
  id bigint generated always as identity primary key,
  submission_key text not null,
  kind text not null check (kind in ('confirmation', 'notification')),
  recipient text not null,
  message jsonb not null,
  status text not null default 'waiting' check (status in ('waiting', 'sent', 'dead')),
  attempts integer not null default 0,
  first_status integer,
  last_error text,
  message_id text,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  constraint mail_outbox_one_per_submission unique (submission_key, kind)
);
create index if not exists mail_outbox_due on mail_outbox (next_attempt_at) where status = 'waiting';

-- Fixed-window counters (per client address, per confirmation recipient).
create table if not exists rate_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
