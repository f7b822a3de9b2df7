-- Quote requests written by the browser with Supabase's public anon key.
-- The anon role may INSERT rows and nothing else: no SELECT, UPDATE or DELETE, by privilege and
-- by row-level security, so a leaked or scraped anon key cannot read or change any lead.
-- Lengths mirror quoteFieldLimits in src/core/quote/quote-fields.ts.

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

create table if not exists public.contact_submissions (
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

alter table public.contact_submissions enable row level security;

-- Supabase grants every new public table to anon and authenticated; take that back first.
revoke all on table public.contact_submissions from public, anon, authenticated;

-- Only the six columns the browser sends: id and received_at are always the server's.
grant insert (name, email, phone, address, message, created_at) on table public.contact_submissions to anon;

drop policy if exists "Visitors can submit a quote request" on public.contact_submissions;
create policy "Visitors can submit a quote request"
  on public.contact_submissions
  as permissive
  for insert
  to anon
  with check (
    char_length(name) between 1 and 100
    and char_length(email) between 3 and 254
    and strpos(email, '@') > 0
    and char_length(phone) <= 40
    and char_length(address) <= 200
    and char_length(message) between 1 and 2000
  );

-- No select, update or delete policy exists for any role: with RLS enabled, that denies them all
-- to everyone but the table owner and roles with BYPASSRLS (Supabase's service_role).
