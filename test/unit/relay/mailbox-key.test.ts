import { describe, expect, it } from 'vitest'
import { mailboxKey } from '../../../server/http/mailbox-key'

/**
 * One row per provider rule: every address in a row reaches one mailbox, so they share one
 * allowance of confirmations (docs/decisions/0016-one-text-rule-and-abuse-limits.md).
 */
const sameMailbox: readonly (readonly [rule: string, addresses: readonly string[], key: string])[] = [
  ['letter case', ['Ann@Mail-Host.net', 'ann@MAIL-HOST.NET'], 'ann@mail-host.net'],
  [
    'Gmail: dots, +tags, googlemail.com',
    ['victim@gmail.com', 'Victim+1@Gmail.com', 'v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'VI.CTIM+promo@GOOGLEMAIL.COM'],
    'victim@gmail.com',
  ],
  ['Outlook: +tags', ['ann.lee+quotes@outlook.com', 'ann.lee@outlook.com', 'Ann.Lee+x@Outlook.com'], 'ann.lee@outlook.com'],
  ['Hotmail: +tags', ['ann+1@hotmail.com', 'ann@hotmail.com'], 'ann@hotmail.com'],
  ['Live and MSN: +tags', ['ann+1@live.com', 'ann@live.com'], 'ann@live.com'],
  ['Outlook country domains: +tags', ['ann+x@hotmail.co.uk', 'ann@hotmail.co.uk'], 'ann@hotmail.co.uk'],
  ['Yahoo: -keyword disposable addresses', ['victim-1@yahoo.com', 'victim-shop@yahoo.com', 'victim@yahoo.com'], 'victim@yahoo.com'],
  ['Yahoo country domains: -keyword', ['victim-2@yahoo.co.uk', 'victim@yahoo.co.uk'], 'victim@yahoo.co.uk'],
  ['ymail: -keyword', ['victim-2@ymail.com', 'victim@ymail.com'], 'victim@ymail.com'],
  ['rocketmail: -keyword', ['victim-2@rocketmail.com', 'victim@rocketmail.com'], 'victim@rocketmail.com'],
  ['Fastmail: +tags', ['victim+1@fastmail.com', 'victim@fastmail.com'], 'victim@fastmail.com'],
  [
    'Fastmail: subdomain addressing',
    ['anything@victim.fastmail.com', 'other@Victim.Fastmail.com', 'victim@fastmail.com'],
    'victim@fastmail.com',
  ],
  ['Fastmail other domains: subdomain addressing', ['alias@victim.fastmail.fm', 'victim+x@fastmail.fm'], 'victim@fastmail.fm'],
  [
    'Proton: +tags and one mailbox space',
    ['victim@proton.me', 'victim+1@protonmail.com', 'victim@protonmail.ch', 'victim+x@pm.me'],
    'victim@proton.me',
  ],
  [
    // The outside test's six spellings of one Proton mailbox.
    'Proton: dots, underscores and hyphens ignored in the local part',
    [
      'john.smith@proton.me',
      'john_smith@proton.me',
      'john-smith@proton.me',
      'j.o.h.n.smith@pm.me',
      'John-Smith+x@protonmail.com',
      'johnsmith@protonmail.ch',
    ],
    'johnsmith@proton.me',
  ],
  [
    'Fastmail sent.com: +tags and subdomain addressing',
    ['victim+1@sent.com', 'alias@victim.sent.com', 'x@Victim.Sent.com', 'victim@sent.com'],
    'victim@sent.com',
  ],
  ['Fastmail airpost.net and eml.cc', ['a@victim.airpost.net', 'victim+q@airpost.net'], 'victim@airpost.net'],
  ['Fastmail eml.cc', ['a@victim.eml.cc', 'victim+q@eml.cc'], 'victim@eml.cc'],
  ['Fastmail fastmail.com.au: subdomain addressing', ['a@victim.fastmail.com.au', 'victim@fastmail.com.au'], 'victim@fastmail.com.au'],
  ['iCloud: +tags and one mailbox space', ['victim@icloud.com', 'victim+1@me.com', 'victim@mac.com'], 'victim@icloud.com'],
  [
    'other domains: + and Postfix-style - tags',
    ['victim+1@mail-host.net', 'victim-2@mail-host.net', 'victim@mail-host.net'],
    'victim@mail-host.net',
  ],
]

/** Addresses that only look alike: each is a mailbox of its own, with an allowance of its own. */
const differentMailboxes: readonly (readonly [rule: string, addresses: readonly string[]])[] = [
  ['dots matter outside Gmail', ['ann.lee@fastmail.com', 'annlee@fastmail.com']],
  ['a hyphen is part of an Outlook name, not a tag', ['mary-kate@outlook.com', 'mary@outlook.com']],
  ['a hyphen joins a Proton name, it does not end it', ['mary-kate@proton.me', 'mary@proton.me']],
  ['Fastmail domains are separate accounts', ['victim@sent.com', 'victim@fastmail.com']],
  ['Yahoo country domains are separate accounts', ['victim@yahoo.com', 'victim@yahoo.co.uk']],
  ['Outlook and Hotmail are separate accounts', ['ann@outlook.com', 'ann@hotmail.com']],
  ["subdomain addressing is Fastmail's alone", ['victim@mail-host.net', 'anything@victim.mail-host.net']],
]

describe('the mailbox an address reaches, provider by provider', () => {
  it.each(sameMailbox)('%s', (_rule, addresses, key) => {
    for (const address of addresses) expect(mailboxKey(address), address).toBe(key)
  })

  it.each(differentMailboxes)('keeps apart: %s', (_rule, addresses) => {
    expect(new Set(addresses.map(mailboxKey)).size).toBe(addresses.length)
  })

  it('keeps an address whose tag would leave no name at all', () => {
    expect(mailboxKey('+1@mail-host.net')).toBe('+1@mail-host.net')
    expect(mailboxKey('-x@yahoo.com')).toBe('-x@yahoo.com')
  })
})
