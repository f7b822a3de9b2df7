-- The page a visitor asked from ('/nc/charlotte/video-doorbells'), so `npm run leads` can show
-- the service and city the owner's notification names. Null for leads stored before it existed.
alter table contact_submissions add column if not exists page text;
alter table contact_submissions
  add constraint contact_submissions_page_path check (
    page is null or (char_length(page) <= 300 and page ~ '^/[A-Za-z0-9._~/-]*$')
  ) not valid;

-- The rules for deliverable addresses and the rest of the core's rules, which this file added
-- once, are now part of the lead table's one definition (server/stores/lead-table.ts).
