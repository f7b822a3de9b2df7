import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmailjsConfirmationMailer } from '../../src/adapters/emailjs-confirmation-mailer'
import { describeConfirmationMailerContract } from './confirmation-mailer.contract'
import { stubBrowserGlobals } from './support/browser-globals'
import { emailjsAccount, emailjsRefusals, emailjsSendProblems, emailjsSdkVersion, type FakeEmailjs, startFakeEmailjs } from './support/fake-emailjs'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleConfirmation, sampleContext, sampleRequest } from './support/quote-samples'

let emailjs: FakeEmailjs

beforeAll(async () => {
  emailjs = await startFakeEmailjs()
})

afterAll(async () => {
  await emailjs.close()
})

beforeEach(() => {
  stubBrowserGlobals()
  emailjs.accept()
  emailjs.server.requests.length = 0
  emailjs.sent.length = 0
  return () => {
    vi.unstubAllGlobals()
  }
})

function mailerAt(origin: string) {
  return createEmailjsConfirmationMailer({ ...emailjsAccount, origin })
}

describeConfirmationMailerContract('EmailjsConfirmationMailer (real @emailjs/browser)', {
  async accepting() {
    return { mailer: mailerAt(emailjs.origin), recipients: async () => emailjs.sent.map((sent) => sent.params.to_email ?? '') }
  },
  refusals: emailjsRefusals.map(({ status, text }) => ({
    description: `EmailJS answers ${status} ${text}`,
    status,
    async arrange() {
      emailjs.refuse(status, text)
      return { mailer: mailerAt(emailjs.origin), request: sampleRequest }
    },
  })),
  async unreachable() {
    return mailerAt(await unreachableLocalUrl())
  },
})

describe('EmailjsConfirmationMailer on the wire', () => {
  it('posts the SDK send body with the public key, service, confirmation template and the three variables', async () => {
    const receipt = await mailerAt(emailjs.origin).sendConfirmation(sampleRequest, sampleContext)

    expect(receipt).toEqual({ sent: true })
    expect(emailjs.server.requests).toHaveLength(1)
    const [request] = emailjs.server.requests
    expect(request?.url).toBe('/api/v1.0/email/send')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toStrictEqual({
      lib_version: emailjsSdkVersion,
      user_id: emailjsAccount.publicKey,
      service_id: emailjsAccount.serviceId,
      template_id: emailjsAccount.confirmationTemplateId,
      template_params: { to_name: sampleConfirmation.to_name, to_email: sampleConfirmation.to_email, message: sampleConfirmation.message },
    })
    expect(request && emailjsSendProblems(request, emailjsAccount)).toEqual([])
  })

  it('reports a refusal as not sent, naming its status', async () => {
    emailjs.refuse(429, 'Too Many Requests')

    expect(await mailerAt(emailjs.origin).sendConfirmation(sampleRequest, sampleContext)).toEqual({ sent: false, reason: 'Status 429' })
  })

  it('is refused by the SDK with 451 and sends nothing when the browser is automated', async () => {
    stubBrowserGlobals({ pageUrl: 'http://localhost:5173/', webdriver: true })

    const receipt = await mailerAt(emailjs.origin).sendConfirmation(sampleRequest, sampleContext)

    expect(receipt).toEqual({ sent: false, reason: 'Status 451' })
    expect(emailjs.server.requests).toHaveLength(0)
  })

  it('sends every confirmation, even two in a row from the same page, because no throttle is shared', async () => {
    const mailer = mailerAt(emailjs.origin)

    const first = await mailer.sendConfirmation(sampleRequest, sampleContext)
    const second = await mailer.sendConfirmation({ ...sampleRequest, name: 'Second Visitor' }, sampleContext)

    expect([first, second]).toEqual([{ sent: true }, { sent: true }])
    expect(emailjs.sent).toHaveLength(2)
  })

  it('throws a described error, not a report, when EmailJS cannot be reached', async () => {
    const unreachable = await unreachableLocalUrl()

    await expect(mailerAt(unreachable).sendConfirmation(sampleRequest, sampleContext)).rejects.toThrow(/Could not reach EmailJS: fetch failed/)
  })
})
