import { describe, expect, it } from 'vitest'
import { createEmailjsConfirmationMailer } from '../../src/adapters/emailjs-confirmation-mailer'
import { describeConfirmationMailerContract } from './confirmation-mailer.contract'
import { stubBrowserGlobals } from './support/browser-globals'
import { useFakeEmailjs } from './support/emailjs-mailer-harness'
import { emailjsAccount, emailjsSdkVersion } from './support/fake-emailjs'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleConfirmation, sampleContext, sampleRequest, neverAborted } from './support/quote-samples'

function mailerAt(origin: string) {
  return createEmailjsConfirmationMailer({ ...emailjsAccount, origin })
}

const { fake, contractHarness, onlySendBody } = useFakeEmailjs(mailerAt)

describeConfirmationMailerContract('EmailjsConfirmationMailer (real @emailjs/browser)', contractHarness)

describe('EmailjsConfirmationMailer on the wire', () => {
  it('posts the SDK send body with the public key, service, confirmation template and the three variables', async () => {
    const receipt = await mailerAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ sent: true })
    expect(onlySendBody()).toStrictEqual({
      lib_version: emailjsSdkVersion,
      user_id: emailjsAccount.publicKey,
      service_id: emailjsAccount.serviceId,
      template_id: emailjsAccount.confirmationTemplateId,
      template_params: { to_name: sampleConfirmation.to_name, to_email: sampleConfirmation.to_email, message: sampleConfirmation.message },
    })
  })

  it('reports a refusal as not sent, naming its status', async () => {
    fake().refuse(429, 'Too Many Requests')

    expect(await mailerAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)).toEqual({
      sent: false,
      reason: 'Status 429',
    })
  })

  it('is refused by the SDK with 451 and sends nothing when the browser is automated', async () => {
    stubBrowserGlobals({ pageUrl: 'http://localhost:5173/', webdriver: true })

    const receipt = await mailerAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ sent: false, reason: 'Status 451' })
    expect(fake().server.requests).toHaveLength(0)
  })

  it('sends every confirmation, even two in a row from the same page, because no throttle is shared', async () => {
    const mailer = mailerAt(fake().origin)

    const first = await mailer.sendConfirmation(sampleRequest, sampleContext, neverAborted)
    const second = await mailer.sendConfirmation({ ...sampleRequest, name: 'Second Visitor' }, sampleContext, neverAborted)

    expect([first, second]).toEqual([{ sent: true }, { sent: true }])
    expect(fake().sent).toHaveLength(2)
  })

  it('throws a described error, not a report, when EmailJS cannot be reached', async () => {
    const unreachable = await unreachableLocalUrl()

    await expect(mailerAt(unreachable).sendConfirmation(sampleRequest, sampleContext, neverAborted)).rejects.toThrow(
      /Could not reach EmailJS: fetch failed/,
    )
  })
})
