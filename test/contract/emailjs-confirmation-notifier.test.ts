import { describe, expect, it } from 'vitest'
import { createEmailjsConfirmationNotifier } from '../../src/quote/adapters/emailjs-confirmation-notifier'
import { describeConfirmationNotifierContract } from './notifier.contract'
import { stubBrowserGlobals } from './support/browser-globals'
import { useFakeEmailjs } from './support/emailjs-notifier-harness'
import { emailjsAccount, emailjsSdkVersion } from './support/fake-emailjs'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleConfirmation, sampleContext, sampleRequest, neverAborted } from './support/quote-samples'

function notifierAt(origin: string) {
  return createEmailjsConfirmationNotifier({ ...emailjsAccount, origin })
}

const { fake, contractHarness, onlySendBody } = useFakeEmailjs(notifierAt)

describeConfirmationNotifierContract('EmailjsConfirmationNotifier (real @emailjs/browser)', contractHarness)

describe('EmailjsConfirmationNotifier on the wire', () => {
  it('posts the SDK send body with the public key, service, confirmation template and the three variables', async () => {
    const receipt = await notifierAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ delivered: true })
    expect(onlySendBody()).toStrictEqual({
      lib_version: emailjsSdkVersion,
      user_id: emailjsAccount.publicKey,
      service_id: emailjsAccount.serviceId,
      template_id: emailjsAccount.confirmationTemplateId,
      template_params: { to_name: sampleConfirmation.to_name, to_email: sampleConfirmation.to_email, message: sampleConfirmation.message },
    })
  })

  it('reports a refusal as not delivered, naming its status', async () => {
    fake().refuse(429, 'Too Many Requests')

    expect(await notifierAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)).toEqual({
      delivered: false,
      reason: 'Status 429',
    })
  })

  it('is refused by the SDK with 451 and sends nothing when the browser is automated', async () => {
    stubBrowserGlobals({ pageUrl: 'http://localhost:5173/', webdriver: true })

    const receipt = await notifierAt(fake().origin).sendConfirmation(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ delivered: false, reason: 'Status 451' })
    expect(fake().server.requests).toHaveLength(0)
  })

  it('sends every confirmation, even two in a row from the same page, because no throttle is shared', async () => {
    const notifier = notifierAt(fake().origin)

    const first = await notifier.sendConfirmation(sampleRequest, sampleContext, neverAborted)
    const second = await notifier.sendConfirmation({ ...sampleRequest, name: 'Second Visitor' }, sampleContext, neverAborted)

    expect([first, second]).toEqual([{ delivered: true }, { delivered: true }])
    expect(fake().sent).toHaveLength(2)
  })

  it('throws a described error, not a report, when EmailJS cannot be reached', async () => {
    const unreachable = await unreachableLocalUrl()

    await expect(notifierAt(unreachable).sendConfirmation(sampleRequest, sampleContext, neverAborted)).rejects.toThrow(
      /Could not reach EmailJS: fetch failed/,
    )
  })
})
