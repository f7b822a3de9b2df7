-- Browser-only mode's table of failed quote steps, bounded (docs/decisions/0016-one-text-rule-and-abuse-limits.md).
-- Anyone holding the public anon key can write to it, and the owner is told to read it, so:
--   * anon writes one row per statement (and transaction): PostgREST takes an array, and one
--     INSERT … SELECT once wrote 100,000 rows;
--   * a submission has at most three rows, one per step that can fail;
--   * its text follows the lead table's rule: no links, domains, markup, invisible or reordering
--     characters in visitor_name and reason, and visitor_email is an address or nothing.
-- anon may still only insert. Safe to run again.

-- Both bounds are checked before each row is written, so a bulk insert stops at its second row
-- instead of writing them all first. Rows written earlier by the same statement are visible to a
-- row trigger's queries; so are rows of earlier statements in the transaction, which makes the
-- rule one row per transaction for anon, the same thing for PostgREST (one transaction a request).
-- Reading the table needs its owner's rights; this says only whether the caller's own
-- transaction has written a row yet.
create or replace function public.quote_step_failures_written_in_this_transaction()
returns boolean
language sql
stable
security definer
set search_path = pg_catalog, pg_temp
as $$
  select exists (select 1 from public.quote_step_failures where xmin = pg_current_xact_id()::xid)
$$;

create or replace function public.quote_step_failures_one_row_per_statement()
returns trigger
language plpgsql
as $$
begin
  if current_user = 'anon' and public.quote_step_failures_written_in_this_transaction() then
    raise exception 'A failed quote step is reported one row at a time.' using errcode = '42501';
  end if;
  return new;
end
$$;

-- The lock makes two reports for one submission take turns, so both cannot see room for one more.
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
  return new;
end
$$;

create index if not exists quote_step_failures_submission_id on public.quote_step_failures (submission_id);

-- Triggers fire in name order: a second row is refused before its submission is counted.
drop trigger if exists quote_step_failures_1_one_row_per_statement on public.quote_step_failures;
create trigger quote_step_failures_1_one_row_per_statement
  before insert on public.quote_step_failures
  for each row
  execute function public.quote_step_failures_one_row_per_statement();

drop trigger if exists quote_step_failures_2_cap_per_submission on public.quote_step_failures;
create trigger quote_step_failures_2_cap_per_submission
  before insert on public.quote_step_failures
  for each row
  execute function public.quote_step_failures_cap_per_submission();

-- Only the trigger may ask; the trigger functions themselves are no API.
revoke all on function public.quote_step_failures_written_in_this_transaction() from public, anon, authenticated;
grant execute on function public.quote_step_failures_written_in_this_transaction() to anon;
revoke all on function public.quote_step_failures_one_row_per_statement() from public, anon, authenticated;
revoke all on function public.quote_step_failures_cap_per_submission() from public, anon, authenticated;

-- The lead table's text rule (supabase/migrations/*_contact_submissions.sql and
-- src/core/quote/text-rules.ts), pattern for pattern: visitor_name as a lead's name, reason as an
-- address (the core's words and vendors' errors, where "response.json" is no domain), and
-- visitor_email as a lead's e-mail. Added only when missing; NOT VALID keeps older rows readable.
do $$
declare
  invisible constant text :=
    '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]';
  stacked_marks constant text := '[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4}';
  name_tlds constant text :=
    '[a-z]{2}|com|net|org|info|biz|xyz|top|app|dev|site|online|link|click|shop|store|live|life|club|pro|win|bid|icu|vip|sbs|cfd|bond|cyou|lol|buzz|fun|space|website|tech|mobi|asia|cam|monster|email|rocks|world|host|press|stream|download|racing|review|party|trade|faith|science|loan|loans|gdn|kim|ltd|ink|wang|ren|news|blog|cloud|digital|media|agency|rest|quest|beauty|makeup|boats|autos|yachts|lat|pics|cash|money|finance|bank|credit|casino|bet|poker|porn|sex|xxx|adult|dating|sexy|tube|video|chat|support|network|systems|services|solutions|zone|global|company|center|express|guru|ninja|social|uno|wiki|tel|jobs|travel|onion|xin';
  address_tlds constant text :=
    'com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk|sbs|cfd|bond|cyou|lol|buzz|icu|vip|win|bid|live|life|club';
  foreign_domain constant text :=
    '[^ .]\.([xX][nN]--[a-zA-Z0-9-]+|рф|РФ|рус|РУС|москва|онлайн|сайт|орг|ком|укр|УКР|бел|БЕЛ|қаз|срб|мкд|мон|бг|ею|ευ|中国|中國|公司|网络|网址|在线|商城|网店|中文网|台湾|台灣|香港|新加坡|みんな|コム|닷컴|닷넷|한국|भारत|موقع|شبكة|السعودية|امارات|مصر|ไทย|ישראל|קום)($|[ ,;:!?()/"''])';
  read_name constant text := $r$translate(normalize(visitor_name, NFKC), U&'\3002\FF0E\FF61', '...')$r$;
  read_reason constant text := $r$translate(normalize(reason, NFKC), U&'\3002\FF0E\FF61', '...')$r$;
  links constant text := $r$%1$s !~ '[<>]' and %1$s !~* '[a-z][a-z0-9+.-]*://' and %1$s !~* '(^|[^a-z0-9_])www\.'$r$;
  rules constant text[][] := array[
    ['quote_step_failures_hidden_text',
     format('visitor_name !~ %1$L and reason !~ %1$L and visitor_email !~ %1$L and visitor_name !~ %2$L and reason !~ %2$L'
            ' and visitor_name !~ %3$L and reason !~ %3$L', invisible, stacked_marks, '\ufffd')],
    ['quote_step_failures_no_links',
     format(links, read_name) || ' and ' || format(links, read_reason)],
    ['quote_step_failures_no_domains',
     format($r$%1$s !~* %3$L and %1$s !~ '[^ .]\.[a-z]{2,}($|[^A-Za-z0-9])' and %1$s !~ %5$L and %2$s !~* %4$L and %2$s !~ %5$L$r$,
       read_name, read_reason,
       '[^ .]\.(' || name_tlds || ')($|[^A-Za-z0-9])',
       '[^ .]\.(' || address_tlds || ')($|[^A-Za-z0-9])',
       foreign_domain)],
    ['quote_step_failures_plain_name',
     $r$visitor_name !~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?='$r$],
    ['quote_step_failures_visitor_email_address',
     $r$visitor_email = '' or (visitor_email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$' and visitor_email !~ '^\.|\.\.|\.@')$r$]
  ];
  rule text[];
begin
  foreach rule slice 1 in array rules loop
    if not exists (select 1 from pg_constraint where conname = rule[1] and conrelid = 'public.quote_step_failures'::regclass) then
      execute format('alter table public.quote_step_failures add constraint %I check (%s) not valid', rule[1], rule[2]);
    end if;
  end loop;
end
$$;
