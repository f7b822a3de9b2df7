-- A charged hit (decision 0016) in one call: the advisory lock that makes copies of one charge
-- take turns, the look for an earlier copy, the count and the record of the charge, run by the
-- database in the caller's one statement instead of six round trips of a client's transaction.
-- Each statement inside sees what the copy before it committed, as each statement of the
-- transaction did: the lock is held until the caller's statement ends.
create or replace function rate_charge(counter_key text, window_seconds integer, charge_key text)
returns table (charged_hits integer, charged_window timestamptz, charged_reset timestamptz)
language plpgsql as $$
declare
  current_window timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  counted integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('rate:' || counter_key || ':' || charge_key, 0));
  select c.hits into counted from rate_charges c
    where c.key = counter_key and c.window_start = current_window and c.charge = charge_key;
  if not found then
    insert into rate_counters as r (key, window_start, hits) values (counter_key, current_window, 1)
      on conflict (key, window_start) do update set hits = r.hits + 1
      returning r.hits into counted;
    insert into rate_charges (key, window_start, charge, hits) values (counter_key, current_window, charge_key, counted);
  end if;
  return query select counted, current_window, current_window + make_interval(secs => window_seconds);
end
$$;
