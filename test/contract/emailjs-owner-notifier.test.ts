import { describe, expect, it } from 'vitest'
import { createEmailjsOwnerNotifier } from '../../src/quote/adapters/emailjs-owner-notifier'
import { describeOwnerNotifierContract } from './notifier.contract'
import { useFakeEmailjs } from './support/emailjs-notifier-harness'
import { emailjsAccount, emailjsSdkVersion } from './support/fake-emailjs'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleNotification, sampleContext, sampleRequest, neverAborted } from './support/quote-samples'

function notifierAt(origin: string) {
  return createEmailjsOwnerNotifier({ ...emailjsAccount, ownerEmail: sampleNotification.to_email, origin })
}

const { fake, contractHarness, onlySendBody } = useFakeEmailjs(notifierAt)

describeOwnerNotifierContract('EmailjsOwnerNotifier (real @emailjs/browser)', contractHarness)

describe('EmailjsOwnerNotifier on the wire', () => {
  it('posts the SDK send body with the public key, service, notification template and its nine variables', async () => {
    const describePage = (page: string) => ({
      service: 'Video Doorbells',
      place: 'Uptown, Charlotte, NC',
      url: `https://www.example.com${page}`,
    })
    const notifier = createEmailjsOwnerNotifier({
      ...emailjsAccount,
      ownerEmail: sampleNotification.to_email,
      origin: fake().origin,
      describePage,
    })
    const page = '/nc/uptown-charlotte/video-doorbells'
    const receipt = await notifier.sendNotification(sampleRequest, { ...sampleContext, page }, neverAborted)

    expect(receipt).toEqual({ delivered: true })
    expect(onlySendBody()).toStrictEqual({
      lib_version: emailjsSdkVersion,
      user_id: emailjsAccount.publicKey,
      service_id: emailjsAccount.serviceId,
      template_id: emailjsAccount.notificationTemplateId,
      template_params: {
        from_name: sampleNotification.from_name,
        from_email: sampleNotification.from_email,
        from_phone: sampleNotification.from_phone,
        from_address: sampleNotification.from_address,
        message: sampleNotification.message,
        to_email: sampleNotification.to_email,
        service: 'Video Doorbells',
        city: 'Uptown, Charlotte, NC',
        page: 'https://www.example.com/nc/uptown-charlotte/video-doorbells',
      },
    })
  })

  it('says Not provided for the service, city and page when it cannot tell them', async () => {
    await notifierAt(fake().origin).sendNotification(sampleRequest, sampleContext, neverAborted)
    const params = JSON.parse(fake().server.requests[0]?.body ?? '{}').template_params
    expect([params.service, params.city, params.page]).toEqual(['Not provided', 'Not provided', 'Not provided'])
  })

  it('reports a server error as not delivered, naming its status', async () => {
    fake().refuse(500, 'Internal Server Error')

    expect(await notifierAt(fake().origin).sendNotification(sampleRequest, sampleContext, neverAborted)).toEqual({
      delivered: false,
      reason: 'Status 500',
    })
  })

  it('throws a described error, not a receipt, when EmailJS cannot be reached', async () => {
    const unreachable = await unreachableLocalUrl()

    await expect(notifierAt(unreachable).sendNotification(sampleRequest, sampleContext, neverAborted)).rejects.toThrow(
      /Could not reach EmailJS/,
    )
  })
})
