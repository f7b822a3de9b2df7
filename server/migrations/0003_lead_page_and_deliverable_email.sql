-- The page a visitor asked from ('/nc/charlotte/video-doorbells'), so `npm run leads` can show
-- the service and city the owner's notification names. Null for leads stored before it existed.
alter table contact_submissions add column if not exists page text;
alter table contact_submissions
  add constraint contact_submissions_page_path check (
    page is null or (char_length(page) <= 300 and page ~ '^/[A-Za-z0-9._~/-]*$')
  ) not valid;

-- What SMTP servers refuse in a local part (RFC 5321): a leading, trailing or doubled dot. The
-- core refuses it too (src/core/quote/text-rules.ts), so such an address is never stored.
alter table contact_submissions
  add constraint contact_submissions_deliverable_email check (email !~ '^\.|\.\.|\.@') not valid;

-- The rest of the core's rules that 0002 left out: C1 controls, line separators, bidi overrides
-- and isolates anywhere; domains in a name or address (any two-letter country domain in a name),
-- counting ideographic and fullwidth full stops as dots; an RFC 2047 encoded word as a name; a
-- phone with words around it. test/support/hostile-lead-values.ts is the one table of cases the
-- core, this file and the Supabase migration all refuse.
alter table contact_submissions
  add constraint contact_submissions_no_c1_or_bidi_controls check (
    name !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    and email !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    and phone !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    and address !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    and message !~ '[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
  ) not valid,
  add constraint contact_submissions_no_domains check (
    translate(name, U&'\3002\FF0E\FF61', '...') !~* '\y[a-z0-9-]+\.(com|net|org|info|biz|xyz|top|app|dev|site|online|link|click|shop|store|live|life|club|pro|win|bid|icu|vip|[a-z]{2})\y'
    and translate(address, U&'\3002\FF0E\FF61', '...') !~* '\y[a-z0-9-]+\.(com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk)\y'
  ) not valid,
  add constraint contact_submissions_plain_name check (name !~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?=') not valid,
  add constraint contact_submissions_phone_shape check (
    phone = '' or phone ~* '^\+?[0-9 ()./-]+([[:space:]]*(x|ext\.?)[[:space:]]*[0-9]{1,6})?$'
  ) not valid;
