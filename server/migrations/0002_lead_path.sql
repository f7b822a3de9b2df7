-- The lead path in production: one row per submission, the core's field rules as CHECKs, a
-- durable mail outbox, and rate counters shared by every relay on one database.

-- A retried submission carries the same key (the browser's submission id): one row, never two.
alter table contact_submissions add column if not exists submission_key text;
create unique index if not exists contact_submissions_submission_key on contact_submissions (submission_key);

-- The core's rules (src/core/quote/text-rules.ts), so a row that skipped the relay's checks
-- still cannot be junk. NOT VALID: rows stored before these rules existed stay readable.
alter table contact_submissions
  add constraint contact_submissions_email_shape check (
    email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ) not valid,
  add constraint contact_submissions_phone_digits check (
    phone = ''
    or char_length(regexp_replace(regexp_replace(lower(phone), '(x|ext).*$', ''), '[^0-9]', '', 'g')) between 10 and 15
  ) not valid,
  add constraint contact_submissions_plain_text check (
    name !~ '[\x01-\x1f\x7f]' and email !~ '[\x01-\x1f\x7f]' and phone !~ '[\x01-\x1f\x7f]'
    and address !~ '[\x01-\x1f\x7f]' and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
  ) not valid,
  add constraint contact_submissions_no_links check (
    name !~ '[<>]' and name !~* '[a-z][a-z0-9+.-]*://' and name !~* '(^|[^a-z0-9])www\.'
    and address !~ '[<>]' and address !~* '[a-z][a-z0-9+.-]*://' and address !~* '(^|[^a-z0-9])www\.'
  ) not valid;

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
