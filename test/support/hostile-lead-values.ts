/**
 * One table of values the core refuses in a lead (src/quote/domain/text-rules.ts). Every
 * boundary that stores a lead runs it: the core's parser (test/unit/core/hostile-lead-values.test.ts),
 * the relay's HTTP endpoint (test/integration/server/relay-abuse.test.ts), the relay's stores
 * (relay-store.contract.ts) and the Supabase migration as the anon role on real PostgreSQL
 * (test/integration/server/supabase-rls.test.ts), so none can be weaker than another. The
 * values real people type, which every boundary takes, are in `acceptedLeadValues` below.
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
  // One text rule everywhere (docs/decisions/0016-one-text-rule-and-abuse-limits.md).
  { field: 'name', value: 'Ann\u200eVisitor', why: 'a left-to-right mark (LRM)' },
  { field: 'name', value: 'Ann\u200fVisitor', why: 'a right-to-left mark (RLM)' },
  { field: 'name', value: 'Ann\u061cVisitor', why: 'an Arabic letter mark (ALM)' },
  { field: 'name', value: 'Ann\u200bVisitor', why: 'a zero-width space' },
  { field: 'name', value: 'Ann\u200dVisitor', why: 'a zero-width joiner in a name' },
  { field: 'name', value: 'Ann\u2060Visitor', why: 'a word joiner' },
  { field: 'name', value: 'Ann\ufeffVisitor', why: 'a zero-width no-break space (BOM)' },
  { field: 'name', value: 'Ann\u00adVisitor', why: 'a soft hyphen' },
  { field: 'name', value: 'Ann Visitor\u{e0041}\u{e0042}\u{e007f}', why: 'tag characters' },
  { field: 'name', value: 'Ann\ufe0fVisitor', why: 'a variation selector in a name' },
  { field: 'name', value: 'Ann\u{e0100}Visitor', why: 'a supplementary variation selector' },
  { field: 'name', value: `Z${'\u0301'.repeat(90)}oe`, why: '90 combining marks on one letter' },
  { field: 'name', value: 'Zoe\u0301\u0302\u0303\u0304', why: 'four combining marks in a row' },
  { field: 'name', value: 'Ann\ufffdVisitor', why: 'a replacement character left by a broken decoder' },
  { field: 'name', value: 'пример.com', why: 'a Cyrillic domain in a name' },
  { field: 'name', value: 'ｅｖｉｌ．ｃｏｍ', why: 'a fullwidth domain in a name' },
  { field: 'name', value: 'Win big at prize.sbs', why: 'a new generic top-level domain in a name' },
  { field: 'name', value: 'Win at PRIZE.SBS', why: 'an upper-case domain in a name' },
  { field: 'name', value: 'Win at prize.lottery', why: 'any lower-case word after a dot in a name' },
  { field: 'name', value: 'Приз на пример.рф', why: 'an IDN top-level domain in a name' },
  { field: 'name', value: 'Win at xn--e1afmkfd.xn--p1ai', why: 'a punycode domain in a name' },
  { field: 'name', value: 'Win at 例子。中国', why: 'a Chinese domain with an ideographic full stop' },
  { field: 'name', value: 'Visit ｗｗｗ．evil', why: 'a fullwidth www. in a name' },
  { field: 'name', value: 'Ann ＜b＞', why: 'fullwidth markup in a name' },
  { field: 'address', value: '1 Main St\u200b', why: 'a zero-width space in an address' },
  { field: 'address', value: '1 Main St\u200e, Apt 2', why: 'an LRM in an address' },
  { field: 'address', value: '1 Main St, пример.com', why: 'a Cyrillic domain in an address' },
  { field: 'address', value: '1 Main St, ｅｖｉｌ．ｃｏｍ', why: 'a fullwidth domain in an address' },
  { field: 'address', value: '1 Main St, prize.sbs', why: 'a spam top-level domain in an address' },
  { field: 'address', value: `1 Main${'\u0336'.repeat(20)} St`, why: 'stacked combining marks in an address' },
  { field: 'email', value: 'ann\u200b@mail-host.net', why: 'a zero-width space in an e-mail address' },
  { field: 'email', value: 'ann@mail-host.net\u{e0041}', why: 'tag characters in an e-mail address' },
  { field: 'phone', value: '704\u200b555\u20100143', why: 'invisible characters in a phone number' },
  { field: 'message', value: 'Hello\u200ethere', why: 'an LRM in the message' },
  { field: 'message', value: 'Hello\u200bthere', why: 'a zero-width space in the message' },
  { field: 'message', value: 'Hello \u{e0068}\u{e0069} there', why: 'tag characters in the message' },
  { field: 'message', value: `Cameras Z${'\u0300'.repeat(90)}`, why: '90 combining marks in the message' },
  { field: 'message', value: 'Cameras \ufffd please', why: 'a replacement character in the message' },
  // The text rule by category, not by list (docs/decisions/0037-the-text-rule-by-category-and-bounded-browser-tables.md).
  { field: 'name', value: 'Ann\u{1d173}Visitor', why: 'a musical format character (U+1D173, Cf)' },
  { field: 'name', value: 'Ann\u{1bca0}Visitor', why: 'a shorthand format control (U+1BCA0, Cf)' },
  { field: 'name', value: 'Ann\u{13430}Visitor', why: 'an Egyptian hieroglyph format control (U+13430, Cf)' },
  { field: 'name', value: '\u0600Ann Visitor', why: 'an Arabic number sign (U+0600, Cf)' },
  { field: 'name', value: 'Ann\ue000Visitor', why: 'a private-use character (Co)' },
  { field: 'name', value: 'Ann\u0378Visitor', why: 'an unassigned code point (Cn)' },
  { field: 'name', value: 'Ann\u2800Visitor', why: 'the Braille blank (U+2800)' },
  { field: 'name', value: 'Ann\ufffcVisitor', why: 'the object replacement character (U+FFFC)' },
  { field: 'name', value: 'Claim your refund at REFUNDS.CLAIMS', why: 'an upper-case new top-level domain' },
  { field: 'name', value: 'Visit Evil.Page', why: 'a capitalised new top-level domain' },
  { field: 'name', value: 'paypal.c\u{1d173}om', why: 'a domain with a format character inside' },
  { field: 'address', value: '1 Main St\u{1d173}', why: 'a format character in an address' },
  { field: 'address', value: '1 Main St\u2800', why: 'the Braille blank in an address' },
  { field: 'message', value: 'Hello\ufffcthere', why: 'the object replacement character in the message' },
]

/** What real people type, which every boundary takes: the other side of every rule above. */
export const acceptedLeadValues: readonly HostileLeadValue[] = [
  { field: 'name', value: 'José Ñúñez', why: 'accented Latin letters' },
  { field: 'name', value: 'Nguye\u0302\u0303n Va\u0306n A\u0301nh', why: 'Vietnamese typed with combining marks' },
  { field: 'name', value: 'Мария Иванова', why: 'a Cyrillic name' },
  { field: 'name', value: 'И.И. Петров', why: 'Cyrillic initials' },
  { field: 'name', value: 'И.Русланов', why: 'a Cyrillic initial written against the surname' },
  { field: 'name', value: '王小明', why: 'a Chinese name' },
  { field: 'name', value: 'محمد علي', why: 'an Arabic name' },
  { field: 'name', value: 'J. R. Smith', why: 'initials' },
  { field: 'name', value: 'J.Smith', why: 'an initial against the surname' },
  { field: 'name', value: 'St.John Rivers', why: 'a saint in a name' },
  { field: 'name', value: 'Mary-Kate O’Neil', why: 'a hyphen and an apostrophe' },
  { field: 'name', value: 'Mrs.Jones', why: 'a title against the surname' },
  { field: 'name', value: 'Dr.Who Smith', why: 'a doctor' },
  { field: 'name', value: 'ANN VISITOR', why: 'a name in capitals' },
  { field: 'address', value: '100 Peachtree St.NE, Atlanta, GA', why: 'a street with its quadrant' },
  { field: 'address', value: 'P.O. Box 12, Dahlonega, GA', why: 'a post-office box' },
  { field: 'address', value: 'ул. Ленина, д. 5', why: 'a Cyrillic address' },
  { field: 'message', value: 'Our family 👨\u200d👩\u200d👧 loves it ❤\ufe0f', why: 'emoji with joiners and a presentation selector' },
  { field: 'message', value: 'See https://example.com/plan for the floor plan.', why: 'a link in the message, defanged when mailed' },
  { field: 'message', value: 'Two cameras\tand a doorbell.\nThanks!', why: 'tabs and line breaks in the message' },
  { field: 'phone', value: '+1 (704) 555-0199 ext. 12', why: 'a phone with an extension' },
  { field: 'email', value: 'ann.lee+quotes@mail.example.co', why: 'an address with a tag' },
]
