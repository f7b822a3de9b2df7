-- A message whose last post got no answer may have arrived (a slow chat hook that shows it and
-- answers late): its next attempt is its last, so a slow service gets at most one copy more
-- (docs/decisions/0036-what-a-confirmation-may-carry.md). The attempt number that is the last.
alter table mail_outbox add column if not exists last_attempt integer;
