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

-- Bidi overrides and isolates make text read differently from what it says, and an RFC 2047
-- encoded word in a name is decoded by mail programs into anything: the core refuses both.
alter table contact_submissions
  add constraint contact_submissions_no_bidi_controls check (
    name !~ '[\u202a-\u202e\u2066-\u2069]' and address !~ '[\u202a-\u202e\u2066-\u2069]'
    and message !~ '[\u202a-\u202e\u2066-\u2069]'
  ) not valid,
  add constraint contact_submissions_plain_name check (name !~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?=') not valid;
