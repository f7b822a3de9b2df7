import { z } from 'zod'
import { siteUrl } from '../../src/config/site-url'
import { pageTopic } from '../../src/content/page-topic'
import { notProvided } from '../../src/quote/domain/quote-wording'
import { defangLinks, toHeaderText } from '../mail/quote-emails'
import { defineNotifier, type NewLead, type NoticeDelivery } from './notifier'

/** A hook that has not answered by then is tried again later; well inside the outbox's lease. */
export const defaultChatTimeoutSeconds = 10

/**
 * How much longer the last attempt waits: a hook that posts the message and answers late (the
 * outside test's answered after 12 s) is heard then, not posted to again. Four times 10 s stays
 * inside the outbox's 80 s lease and the relay's 40 s shutdown grace.
 */
const finalAttemptPatience = 4

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The incoming-webhook URL is a secret (anyone holding it can post to the channel): it stays in
 * the relay's environment, and no message, log line or answer repeats it.
 */
const webhookUrl = z.string().superRefine((value, context) => {
  if (!URL.canParse(value)) {
    context.addIssue({ code: 'custom', message: 'must be the incoming-webhook URL your chat service gave you (https://…)' })
    return
  }
  const url = new URL(value)
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) return
  context.addIssue({ code: 'custom', message: 'must start with https:// (the URL is a secret; plain http would send it readable)' })
})

/**
 * Chat services read `<…>` as links and mentions (`<!channel>`) and `&` as an entity; Mattermost
 * also pings on a bare `@channel`. A visitor's text is only ever shown, never pings anyone.
 */
export function chatText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@(channel|here|all|everyone)\b/gi, '@\u200b$1')
}

/** Slack-style `{ "text": … }`: the lead as the owner's notification mail lists it. */
export function chatMessage(lead: NewLead): { text: string } {
  const { fields, leadId, page } = lead
  const topic = pageTopic(page)
  const line = (label: string, value: string) => `${label}: ${chatText(toHeaderText(value))}`
  const lines = [
    `New quote request from ${chatText(toHeaderText(fields.from_name))}`,
    line('Email', fields.from_email),
    line('Phone', fields.from_phone || notProvided),
    line('Address', defangLinks(fields.from_address || notProvided)),
    line('Service', topic.service ?? notProvided),
    line('City', topic.place ?? notProvided),
    line('Page', page ? `${siteUrl}${page}` : notProvided),
    `Lead: ${leadId}`,
    '',
    chatText(defangLinks(fields.message)),
  ]
  return { text: lines.join('\n') }
}

/** Whether a hook's refusal may pass (rate limits, its own outages) or is for good (revoked, malformed). */
function answerOf(status: number): NoticeDelivery {
  if (status >= 200 && status < 300) return { delivered: true, id: `chat-webhook ${status}` }
  const passing = status === 408 || status === 429 || status >= 500
  return { delivered: false, reason: `the chat service answered ${status}`, permanent: !passing }
}

/**
 * Tells the owner in a chat channel through an incoming webhook that takes `{ "text": … }`:
 * Slack, Mattermost (`/hooks/…`), Google Chat (`…/messages?key=…&token=…`), Rocket.Chat and
 * automation hooks (Zapier, n8n) all do. Sent by the relay, so the service needs no CORS.
 */
export const chatWebhookNotifier = defineNotifier({
  name: 'chat-webhook',
  env: z.object({
    CHAT_WEBHOOK_URL: webhookUrl,
    CHAT_WEBHOOK_TIMEOUT_SECONDS: z
      .string()
      .regex(/^(?:[1-9]|10)$/, { error: 'must be a whole number of seconds, from 1 to 10' })
      .optional(),
  }),
  variables: ['CHAT_WEBHOOK_URL', 'CHAT_WEBHOOK_TIMEOUT_SECONDS'],
  create({ CHAT_WEBHOOK_URL: url, CHAT_WEBHOOK_TIMEOUT_SECONDS: timeout }) {
    const timeoutSeconds = timeout === undefined ? defaultChatTimeoutSeconds : Number(timeout)
    return {
      channel: 'chat-webhook',
      compose: (lead) => ({ kind: 'notification', channel: 'chat-webhook', to: { address: 'chat-webhook' }, ...chatMessage(lead) }),
      async deliver(message, _submissionKey, attempt) {
        const waitMs = timeoutSeconds * 1000 * (attempt?.final ? finalAttemptPatience : 1)
        if (typeof message.text !== 'string')
          return { delivered: false, reason: 'the outbox holds a chat message this relay cannot read', permanent: true }
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: message.text }),
            redirect: 'error',
            signal: AbortSignal.timeout(waitMs),
          })
          await response.body?.cancel()
          return answerOf(response.status)
        } catch (error) {
          // Sent and not answered: the channel may already show it (decision 0036).
          if (error instanceof Error && error.name === 'TimeoutError')
            return {
              delivered: false,
              reason: `the chat service did not answer within ${waitMs / 1000} s (it may show the message)`,
              permanent: false,
              unanswered: true,
            }
          // Only the error's code: a fetch error's text may carry the secret URL.
          const cause = (error as { cause?: { code?: unknown } }).cause
          const code = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'unknown error'
          return { delivered: false, reason: `the chat service could not be reached (${code})`, permanent: false }
        }
      },
      close: async () => undefined,
    }
  },
})
