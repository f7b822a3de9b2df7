/**
 * One table of values the core refuses in a lead (src/core/quote/text-rules.ts). Every
 * boundary that stores a lead runs it: the core's parser (test/unit/core/hostile-lead-values.test.ts)
 * and the Supabase migration as the anon role on real PostgreSQL
 * (test/integration/server/supabase-rls.test.ts), so neither can be weaker than the other.
 */
export type LeadField = 'name' | 'email' | 'phone' | 'address' | 'message'

export interface HostileLeadValue {
  readonly field: LeadField
  readonly value: string
  readonly why: string
}

export const hostileLeadValues: readonly HostileLeadValue[] = [
  { field: 'name', value: 'Visit evil.com', why: 'a domain in a name' },
  { field: 'name', value: 'Win at pillz.cc', why: 'a country-code domain in a name' },
  { field: 'name', value: 'evil\u3002com', why: 'a domain written with an ideographic full stop' },
  { field: 'name', value: 'Ann <b>Visitor</b>', why: 'markup in a name' },
  { field: 'name', value: 'See https://x.example', why: 'a URL in a name' },
  { field: 'name', value: 'Ann\u0085Visitor', why: 'a C1 next-line control (U+0085)' },
  { field: 'name', value: 'Ann\u009bVisitor', why: 'a C1 control sequence introducer (U+009B)' },
  { field: 'name', value: 'Ann \u202eyrotsiv', why: 'a bidi override' },
  { field: 'name', value: '=?utf-8?B?V2luIGEgcHJpemU=?=', why: 'an RFC 2047 encoded word' },
  { field: 'address', value: '1 Main St\u2028Apt 2', why: 'a line separator (U+2028)' },
  { field: 'address', value: '1 Main St, www.evil.example', why: 'a web address in an address' },
  { field: 'address', value: '1 Main \u2066St\u2069', why: 'a bidi isolate in an address' },
  { field: 'email', value: 'v..w@mail-host.net', why: 'a doubled dot in the local part' },
  { field: 'email', value: '.vw@mail-host.net', why: 'a leading dot in the local part' },
  { field: 'email', value: 'vw.@mail-host.net', why: 'a trailing dot in the local part' },
  { field: 'email', value: 'ann@localhost', why: 'a domain with no dot' },
  { field: 'phone', value: 'call 7045550143 now!', why: 'words around a phone number' },
  { field: 'phone', value: '704-555', why: 'too few digits' },
  { field: 'message', value: 'Hello\u0085there', why: 'a C1 control in the message' },
  { field: 'message', value: 'Hello \u202dthere', why: 'a bidi override in the message' },
]
