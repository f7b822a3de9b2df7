-- Which request (Idempotency-Key) a rate window has already counted, and the total it got: a
-- retry or a concurrent copy of one request is counted once and answered alike
-- (docs/decisions/0016-one-text-rule-and-abuse-limits.md).
create table if not exists rate_charges (
  key text not null,
  window_start timestamptz not null,
  charge text not null,
  hits integer not null,
  primary key (key, window_start, charge)
);
