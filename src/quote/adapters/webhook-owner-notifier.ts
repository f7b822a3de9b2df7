import { delivered } from '../domain/delivery'
import type { OwnerNotifier } from '../domain/owner-notifier.port'
import type { QuoteRequest } from '../domain/quote-request'
import { notProvided } from '../domain/quote-wording'
import type { SubmissionContext } from '../domain/submission-context'
import { describeAskedFrom, type DescribePage } from './page-description'
import { UnreachableServiceError } from './unreachable-service-error'

export interface WebhookOwnerNotifierOptions {
  /** The channel's incoming-webhook URL. It is in the page, so use an endpoint made to be public (see docs/configuration.md). */
  readonly url: string
  readonly fetch?: typeof fetch
  readonly describePage?: DescribePage
}

/**
 * Chat services read `<…>` as links and mentions (`<!channel>`) and `&` as an entity: a visitor's
 * text is escaped so it can only ever be shown, never ping anyone.
 */
const chatText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The lead as one chat message: who, how to reach them, where they asked from, what they said. */
export function webhookMessage(request: QuoteRequest, context: SubmissionContext, describePage?: DescribePage): { text: string } {
  const page = describeAskedFrom(context.page, describePage)
  const lines = [
    `New quote request from ${chatText(request.name)}`,
    `Email: ${chatText(request.email)}`,
    `Phone: ${chatText(request.phone || notProvided)}`,
    `Address: ${chatText(request.address || notProvided)}`,
    `Service: ${chatText(page?.service ?? notProvided)}`,
    `City: ${chatText(page?.place ?? notProvided)}`,
    `Page: ${chatText(page?.url ?? notProvided)}`,
    `Lead: ${context.submissionId}`,
    '',
    chatText(request.message),
  ]
  return { text: lines.join('\n') }
}

/**
 * Tells the owner of a new lead from the visitor's browser, through a webhook that takes
 * `{ "text": … }` and answers CORS (an automation service's catch hook meant to be public). Slack,
 * Google Chat and Mattermost answer no CORS and their URL is a secret: the build refuses them
 * (quote-config.ts) for the relay's chat-webhook notifier. Any 2xx means the hook has it.
 */
export function createWebhookOwnerNotifier(options: WebhookOwnerNotifierOptions): OwnerNotifier {
  return {
    async sendNotification(request, context, signal) {
      // Read at each call and called unbound, as the relay client does.
      const fetchFn = options.fetch ?? fetch
      let response: Response
      try {
        response = await fetchFn(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(webhookMessage(request, context, options.describePage)),
          signal,
        })
        await response.body?.cancel()
      } catch (error) {
        throw new UnreachableServiceError(`the notification webhook at ${options.url}`, error)
      }
      return response.ok ? delivered : { delivered: false, reason: `Status ${response.status}` }
    },
  }
}
