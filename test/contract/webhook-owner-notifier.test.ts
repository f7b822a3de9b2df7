import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWebhookOwnerNotifier } from '../../src/quote/adapters/webhook-owner-notifier'
import { createQuoteContainer, resolveSubmitQuote } from '../../src/quote/wiring/create-quote-container'
import { describeOwnerNotifierContract } from './notifier.contract'
import { startLocalHttpServer, unreachableLocalUrl, type LocalHttpServer } from './support/local-http-server'
import { sampleContext, sampleQuoteInput, sampleRequest, neverAborted } from './support/quote-samples'

let channel: LocalHttpServer
let answer = 200

beforeAll(async () => {
  channel = await startLocalHttpServer(() => ({ status: answer, body: answer < 300 ? 'ok' : 'no_such_channel' }))
})

afterAll(async () => {
  await channel.close()
})

beforeEach(() => {
  answer = 200
  channel.requests.length = 0
})

const hookPath = '/hooks/T000/B000/lead-channel'
const hookUrl = () => `${channel.url}${hookPath}`

describeOwnerNotifierContract('WebhookOwnerNotifier (a chat channel over HTTP)', {
  recipient: hookPath,
  async accepting() {
    return {
      notifier: createWebhookOwnerNotifier({ url: hookUrl() }),
      recipients: async () => channel.requests.map((request) => request.url),
    }
  },
  refusals: [404, 500].map((status) => ({
    description: `the channel answers ${status}`,
    status,
    async arrange() {
      answer = status
      return { notifier: createWebhookOwnerNotifier({ url: hookUrl() }), request: sampleRequest }
    },
  })),
  async unreachable() {
    return createWebhookOwnerNotifier({ url: await unreachableLocalUrl() })
  },
  stalled: (backend) => createWebhookOwnerNotifier({ url: `${backend.url}${hookPath}` }),
})

describe('WebhookOwnerNotifier on the wire', () => {
  it('posts one JSON { text } message naming the visitor, how to reach them, the page and the lead', async () => {
    const describePage = (page: string) => ({ service: 'Video Doorbells', place: 'Gastonia, NC', url: `https://www.example.com${page}` })
    const delivery = await createWebhookOwnerNotifier({ url: hookUrl(), describePage }).sendNotification(
      sampleRequest,
      sampleContext,
      neverAborted,
    )

    expect(delivery).toEqual({ delivered: true })
    expect(channel.requests).toHaveLength(1)
    const [request] = channel.requests
    expect(request?.method).toBe('POST')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toStrictEqual({
      text: [
        `New quote request from ${sampleRequest.name}`,
        `Email: ${sampleRequest.email}`,
        `Phone: ${sampleRequest.phone}`,
        `Address: ${sampleRequest.address}`,
        'Service: Video Doorbells',
        'City: Gastonia, NC',
        `Page: https://www.example.com${sampleContext.page}`,
        `Lead: ${sampleContext.submissionId}`,
        '',
        sampleRequest.message,
      ].join('\n'),
    })
  })

  it('escapes what chat services read as links and mentions, so a visitor cannot ping the channel', async () => {
    await createWebhookOwnerNotifier({ url: hookUrl() }).sendNotification(
      { ...sampleRequest, message: 'Hi <!channel> & <https://spam.example|click>' },
      sampleContext,
      neverAborted,
    )

    const { text } = JSON.parse(channel.requests[0]?.body ?? '{}') as { text: string }
    expect(text).toContain('Hi &lt;!channel&gt; &amp; &lt;https://spam.example|click&gt;')
    expect(text).not.toContain('<!channel>')
  })

  it('is what the composition root binds for notifications when the config names a webhook, leaving the rest to the mailer', async () => {
    const relay = await startLocalHttpServer((request) => ({ status: request.url.endsWith('/submissions') ? 201 : 200, body: '{}' }))
    try {
      const config = {
        store: { kind: 'relay', relayUrl: relay.url },
        mailer: { kind: 'relay', relayUrl: relay.url },
        notifier: { kind: 'webhook', url: hookUrl() },
      } as const
      const outcome = await resolveSubmitQuote(createQuoteContainer(config))(sampleQuoteInput, { page: '/services' })

      expect(outcome.kind).toBe('stored')
      expect(relay.requests.map((request) => request.url)).toEqual(['/api/quote/submissions', '/api/quote/confirmations'])
      expect(channel.requests.map((request) => request.url)).toEqual([hookPath])
    } finally {
      await relay.close()
    }
  })
})
