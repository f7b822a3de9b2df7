-- Quote requests written by the browser with Supabase's public anon key.
-- The anon role may INSERT rows and nothing else: no SELECT, UPDATE or DELETE, by privilege and
-- by row-level security, so a leaked or scraped anon key cannot read or change any lead.
--
-- The section marked "lead table" below is the one definition of the table and its rules: the
-- relay applies the same section to its own database on every start (server/stores/lead-table.ts),
-- so it is written to run again safely and names no role. Lengths mirror quoteFieldLimits in
-- src/core/quote/quote-fields.ts; the other checks mirror the core's rules in
-- src/core/quote/text-rules.ts.

-- Supabase already has these roles; plain PostgreSQL (tests, self-hosting) gets them here.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
end
$$;

-- lead table: begin
create table if not exists contact_submissions (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  phone text not null default '',
  address text not null default '',
  message text not null,
  created_at timestamptz not null,
  received_at timestamptz not null default now(),
  constraint contact_submissions_name_length check (char_length(name) between 1 and 100),
  constraint contact_submissions_email_length check (char_length(email) between 3 and 254),
  constraint contact_submissions_phone_length check (char_length(phone) <= 40),
  constraint contact_submissions_address_length check (char_length(address) <= 200),
  constraint contact_submissions_message_length check (char_length(message) between 1 and 2000)
);

-- Adds each rule (name, definition) the table lacks. A revised rule (name, a fragment only its
-- current definition has) whose stored definition lacks the fragment is dropped first, so a
-- database holding an older definition gets the current one. NOT VALID keeps rows stored before
-- a rule existed readable. A temporary function: it lives only as long as this session.
create or replace function pg_temp.apply_lead_rules(rules text[][], revised text[][]) returns void
language plpgsql
as $$
declare
  rule text[];
begin
  foreach rule slice 1 in array revised loop
    if exists (select 1 from pg_constraint where conname = rule[1] and conrelid = 'contact_submissions'::regclass
               and strpos(pg_get_constraintdef(oid), rule[2]) = 0) then
      execute format('alter table contact_submissions drop constraint %I', rule[1]);
    end if;
  end loop;
  foreach rule slice 1 in array rules loop
    if not exists (select 1 from pg_constraint where conname = rule[1] and conrelid = 'contact_submissions'::regclass) then
      execute format('alter table contact_submissions add constraint %I check (%s) not valid', rule[1], rule[2]);
    end if;
  end loop;
end
$$;

-- The core's rules, so a scripted client holding the public key, or a row that skipped the
-- relay's checks, cannot store junk either. Added only when missing, so the section can run again.
do $$
declare
  rules constant text[][] := array[
    -- The browser's shape of an address; a domain's labels are at most 63 characters, which is a
    -- run of 64 label characters in the domain (as one pattern, {0,61} costs ten times as much).
    ['contact_submissions_email_shape',
     $r$email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$' and split_part(email, '@', 2) !~ '[A-Za-z0-9-]{64}'$r$],
    -- 10 to 15 digits before an extension ("x 12", "ext. 12"): the digits before the first x.
    ['contact_submissions_phone_digits',
     $r$phone = '' or char_length(split_part(lower(phone), 'x', 1)) - char_length(translate(split_part(lower(phone), 'x', 1), '0123456789', '')) between 10 and 15$r$],
    ['contact_submissions_plain_text',
     $r$name !~ '[\x01-\x1f\x7f]' and email !~ '[\x01-\x1f\x7f]' and phone !~ '[\x01-\x1f\x7f]' and address !~ '[\x01-\x1f\x7f]' and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'$r$],
    ['contact_submissions_no_links',
     $r$name !~ '[<>]' and name !~* '[a-z][a-z0-9+.-]*://' and name !~* '(^|[^a-z0-9])www\.' and address !~ '[<>]' and address !~* '[a-z][a-z0-9+.-]*://' and address !~* '(^|[^a-z0-9])www\.'$r$],
    -- Added later, so a database that has the older rules gets these when the section runs again.
    -- test/support/hostile-lead-values.ts is the one table of cases the core and this file refuse.
    ['contact_submissions_no_c1_or_bidi_controls',
     $r$name !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and email !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and phone !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and address !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and message !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'$r$],
    -- A domain needs a dot followed by a letter: text without one skips the long patterns.
    ['contact_submissions_no_domains',
     $r$(translate(name, U&'\3002\FF0E\FF61', '...') !~ '\.[^ .,]' or translate(name, U&'\3002\FF0E\FF61', '...') !~* '\y[a-z0-9-]+\.(com|net|org|info|biz|xyz|top|app|dev|site|online|link|click|shop|store|live|life|club|pro|win|bid|icu|vip|[a-z]{2})\y') and (translate(address, U&'\3002\FF0E\FF61', '...') !~ '\.[^ .,]' or translate(address, U&'\3002\FF0E\FF61', '...') !~* '\y[a-z0-9-]+\.(com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk)\y')$r$],
    ['contact_submissions_plain_name',
     $r$name !~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?='$r$],
    ['contact_submissions_deliverable_email',
     $r$email !~ '^\.|\.\.|\.@'$r$],
    ['contact_submissions_phone_shape',
     $r$phone = '' or phone ~* '^\+?[0-9 ()./-]+([[:space:]]*(x|ext\.?)[[:space:]]*[0-9]{1,6})?$'$r$]
  ];
  -- Rules rewritten since they were first added, each with a fragment only its current definition
  -- has: a database holding the older definition gets the current one.
  revised constant text[][] := array[
    ['contact_submissions_email_shape', 'split_part('],
    ['contact_submissions_phone_digits', 'split_part(lower(phone)'],
    ['contact_submissions_no_domains', '\.[^ .,]']
  ];
begin
  perform pg_temp.apply_lead_rules(rules, revised);
end
$$;

-- One text rule (docs/decisions/0016-one-text-rule-and-abuse-limits.md), pattern for pattern the
-- same as src/core/quote/text-rules.ts: nothing invisible or reordering, no letter buried under
-- marks, no U+FFFD left by a broken decoder, and no link or domain in a name or an address in any
-- script or width (NFKC first, as a mail program reads it). Patterns only name code points or
-- ASCII ranges, because this database's C locale folds and classifies nothing beyond ASCII.
do $$
declare
  invisible constant text :=
    '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]';
  -- A message keeps the joiners and presentation selectors emoji and some scripts need.
  message_invisible constant text :=
    '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0d\ufeff\uffa0\ufff9-\ufffb\U000e0000-\U000e007f\U000e0100-\U000e01ef]';
  stacked_marks constant text := '[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4}';
  name_tlds constant text :=
    '[a-z]{2}|com|net|org|info|biz|xyz|top|app|dev|site|online|link|click|shop|store|live|life|club|pro|win|bid|icu|vip|sbs|cfd|bond|cyou|lol|buzz|fun|space|website|tech|mobi|asia|cam|monster|email|rocks|world|host|press|stream|download|racing|review|party|trade|faith|science|loan|loans|gdn|kim|ltd|ink|wang|ren|news|blog|cloud|digital|media|agency|rest|quest|beauty|makeup|boats|autos|yachts|lat|pics|cash|money|finance|bank|credit|casino|bet|poker|porn|sex|xxx|adult|dating|sexy|tube|video|chat|support|network|systems|services|solutions|zone|global|company|center|express|guru|ninja|social|uno|wiki|tel|jobs|travel|onion|xin';
  address_tlds constant text :=
    'com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk|sbs|cfd|bond|cyou|lol|buzz|icu|vip|win|bid|live|life|club';
  foreign_domain constant text :=
    '[^ .]\.([xX][nN]--[a-zA-Z0-9-]+|рф|РФ|рус|РУС|москва|онлайн|сайт|орг|ком|укр|УКР|бел|БЕЛ|қаз|срб|мкд|мон|бг|ею|ευ|中国|中國|公司|网络|网址|在线|商城|网店|中文网|台湾|台灣|香港|新加坡|みんな|コム|닷컴|닷넷|한국|भारत|موقع|شبكة|السعودية|امارات|مصر|ไทย|ישראל|קום)($|[ ,;:!?()/"''])';
  -- A column as a mail program reads it: compatibility forms folded, every full stop a dot. Plain
  -- ASCII text (as many bytes as characters) reads as it is, and skips the normalizing.
  read_name constant text :=
    $r$(case when octet_length(name) = char_length(name) then name else translate(normalize(name, NFKC), U&'\3002\FF0E\FF61', '...') end)$r$;
  read_address constant text :=
    $r$(case when octet_length(address) = char_length(address) then address else translate(normalize(address, NFKC), U&'\3002\FF0E\FF61', '...') end)$r$;
  links constant text := $r$%1$s !~ '[<>]' and %1$s !~* '[a-z][a-z0-9+.-]*://' and %1$s !~* '(^|[^a-z0-9_])www\.'$r$;
  rules constant text[][] := array[
    ['contact_submissions_no_invisible_characters',
     format('name !~ %1$L and email !~ %1$L and phone !~ %1$L and address !~ %1$L and message !~ %2$L', invisible, message_invisible)],
    ['contact_submissions_no_stacked_marks',
     format('name !~ %1$L and address !~ %1$L and message !~ %1$L', stacked_marks)],
    ['contact_submissions_no_broken_characters',
     $r$name !~ '\ufffd' and email !~ '\ufffd' and phone !~ '\ufffd' and address !~ '\ufffd' and message !~ '\ufffd'$r$],
    ['contact_submissions_no_links_in_any_script',
     format(links, read_name) || ' and ' || format(links, read_address)],
    -- Every domain pattern needs a dot followed by a letter: text without one skips them all.
    ['contact_submissions_no_domains_in_any_script',
     format($r$(%1$s !~ '\.[^ .,]' or (%1$s !~* %3$L and %1$s !~ '[^ .]\.[a-z]{2,}($|[^A-Za-z0-9])' and %1$s !~ %5$L)) and (%2$s !~ '\.[^ .,]' or (%2$s !~* %4$L and %2$s !~ %5$L))$r$,
       read_name, read_address,
       '[^ .]\.(' || name_tlds || ')($|[^A-Za-z0-9])',
       '[^ .]\.(' || address_tlds || ')($|[^A-Za-z0-9])',
       foreign_domain)]
  ];
  revised constant text[][] := array[
    ['contact_submissions_no_links_in_any_script', 'octet_length'],
    ['contact_submissions_no_domains_in_any_script', 'octet_length']
  ];
begin
  perform pg_temp.apply_lead_rules(rules, revised);
end
$$;
-- lead table: end

alter table public.contact_submissions enable row level security;

-- Supabase grants every new public table to anon and authenticated; take that back first.
revoke all on table public.contact_submissions from public, anon, authenticated;

-- Supabase's default privileges also grant every role all rights on new sequences: anon could
-- then call setval on the id sequence and make the next inserts collide. An identity column
-- needs no sequence right to insert, so take them all back.
do $$
declare
  id_sequence constant text := pg_get_serial_sequence('public.contact_submissions', 'id');
begin
  execute format('revoke all on sequence %s from public, anon, authenticated', id_sequence);
end
$$;

-- Only the six columns the browser sends: id and received_at are always the server's.
grant insert (name, email, phone, address, message, created_at) on table public.contact_submissions to anon;

-- The site inserts one row per request; PostgREST would take an array of thousands. Bound it:
-- anon may insert one row per statement. (The per-address limit lives in front of the API, see
-- docs/configuration.md.)
create or replace function public.contact_submissions_one_row_per_request()
returns trigger
language plpgsql
as $$
begin
  if current_user = 'anon' and (select count(*) from inserted) > 1 then
    raise exception 'A quote request is one row.' using errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists contact_submissions_one_row_per_request on public.contact_submissions;
create trigger contact_submissions_one_row_per_request
  after insert on public.contact_submissions
  referencing new table as inserted
  for each statement
  execute function public.contact_submissions_one_row_per_request();

drop policy if exists "Visitors can submit a quote request" on public.contact_submissions;
create policy "Visitors can submit a quote request"
  on public.contact_submissions
  as permissive
  for insert
  to anon
  with check (
    char_length(name) between 1 and 100
    and char_length(email) between 3 and 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    and char_length(phone) <= 40
    and char_length(address) <= 200
    and char_length(message) between 1 and 2000
    -- The visitor's clock sets created_at: a day either way of the database's, never year 1 or 2999.
    and created_at between now() - interval '1 day' and now() + interval '1 day'
  );

-- No select, update or delete policy exists for any role: with RLS enabled, that denies them all
-- to everyone but the table owner and roles with BYPASSRLS (Supabase's service_role).
