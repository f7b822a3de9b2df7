-- Quote requests kept by the relay. The length checks mirror quoteFieldLimits in
-- src/core/quote/quote-request.ts; the relay validates first, so these only guard the data.
-- `if not exists` lets the relay point at a database where the Supabase migration already
-- created the same table.
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
