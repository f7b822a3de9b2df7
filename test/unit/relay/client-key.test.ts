import { describe, expect, it } from 'vitest'
import { clientKey, sourceKey } from '../../../server/http/rate-limit'

describe('the client a per-address limit counts', () => {
  it('is the IPv4 address itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every IPv6 address in one /64, however written, as one client', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002:0000:0000:0000:0003',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::9',
    ].map(clientKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
  })

  it('keeps neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
  })

  it('counts the compressed forms at the edges', () => {
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::2001:db8:1:2')).toBe('0:0:0:0::/64')
  })

  it('drops a zone index', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything else as it came', () => {
    expect(clientKey('unknown')).toBe('unknown')
  })
})

describe('the source a share of the confirmation ceiling counts', () => {
  it('is an IPv4 address, or an IPv6 /48 however its /64s are written', () => {
    expect(sourceKey('203.0.113.7')).toBe('203.0.113.7')
    expect(sourceKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    const twelve = Array.from({ length: 12 }, (_, index) => sourceKey(`2001:db8:1:${(index * 4099).toString(16)}::1`))
    expect(new Set(twelve)).toEqual(new Set(['2001:db8:1::/48']))
    expect(sourceKey('2001:0DB8:0001:ffff:0:0:0:1')).toBe('2001:db8:1::/48')
    expect(sourceKey('2001:db8:2::1')).not.toBe(sourceKey('2001:db8:1::1'))
  })
})
