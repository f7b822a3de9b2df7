import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSpf } from '../../../scripts/owner-tools/live-checks'
import { startTxtDnsServer, type TxtDnsServer } from '../../support/txt-dns-server'

let dns: TxtDnsServer

beforeAll(async () => {
  dns = await startTxtDnsServer({
    'smith-security.com': ['google-site-verification=abc', 'v=spf1 include:_spf.google.com include:sendgrid.net ~all'],
    'no-spf.com': ['google-site-verification=abc'],
    'other-provider.com': ['v=spf1 include:spf.protection.outlook.com -all'],
    'two-records.com': ['v=spf1 include:sendgrid.net ~all', 'v=spf1 include:mailgun.org ~all'],
    'own-mail.com': ['v=spf1 mx ~all'],
  })
})

afterAll(async () => {
  await dns?.close()
})

const sendgrid = 'smtp://apikey:secret@smtp.sendgrid.net:587'

describe("check:live's SPF check, asking a DNS server on loopback", () => {
  it('passes a sender domain whose one SPF record includes the SMTP provider', async () => {
    const result = await checkSpf('"Smith Security" <no-reply@smith-security.com>', sendgrid, dns.address)
    expect(result.problems).toEqual([])
    expect(result.passed).toContain('include:sendgrid.net')
  })

  it('fails a domain without SPF, giving the record to add', async () => {
    const result = await checkSpf('no-reply@no-spf.com', sendgrid, dns.address)
    expect(result.problems).toEqual([expect.objectContaining({ fix: expect.stringContaining('Add a TXT record on no-spf.com') })])
    expect(result.problems[0]?.fix).toContain('v=spf1 include:sendgrid.net ~all')
  })

  it('fails an SPF record that names another provider, and two SPF records', async () => {
    const other = await checkSpf('no-reply@other-provider.com', sendgrid, dns.address)
    expect(other.problems[0]?.what).toContain('does not name SendGrid')
    expect(other.problems[0]?.fix).toContain('Add include:sendgrid.net to that TXT record')
    const two = await checkSpf('no-reply@two-records.com', sendgrid, dns.address)
    expect(two.problems[0]?.what).toContain('has 2 SPF records')
  })

  it("takes an unknown provider when the record names the SMTP host's domain or mx", async () => {
    expect((await checkSpf('no-reply@own-mail.com', 'smtp://u:p@mail.own-mail.com:587', dns.address)).problems).toEqual([])
  })

  it('says it could not check, not that the site is broken, when DNS does not answer', async () => {
    await dns.close()
    const result = await checkSpf('no-reply@smith-security.com', sendgrid, dns.address)
    expect(result.problems).toEqual([])
    expect(result.skipped).toMatch(/DNS could not be asked here/)
    dns = await startTxtDnsServer({})
  })
})
