import { describe, expect, it } from 'vitest'
import { mailboxKey } from '../../../server/http/mailbox-key'

describe('the mailbox an address reaches', () => {
  it('folds case, +tags, Gmail dots and googlemail.com into one key', () => {
    const keys = ['victim@gmail.com', 'Victim+1@Gmail.com', 'v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'VI.CTIM+promo@GOOGLEMAIL.COM'].map(mailboxKey)
    expect(new Set(keys)).toEqual(new Set(['victim@gmail.com']))
  })

  it('keeps dots elsewhere, where they matter, and drops +tags everywhere', () => {
    expect(mailboxKey('ann.lee+quotes@outlook.com')).toBe('ann.lee@outlook.com')
    expect(mailboxKey('ann.lee@fastmail.com')).not.toBe(mailboxKey('annlee@fastmail.com'))
  })
})
