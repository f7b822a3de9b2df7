import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One post the fake chat service received. */
export interface ChatPost {
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** The status the service answered it with. */
  readonly status: number
}

export interface RunningChatWebhook {
  /** The secret incoming-webhook URL, shaped like Slack's. */
  readonly url: string
  /** Every POST, in arrival order, whatever it was answered. */
  readonly posts: ChatPost[]
  /** Posts answered 2xx: what the channel actually shows. */
  delivered(): ChatPost[]
  /**
   * How it answers from now on, as `startChatWebhook` takes it: a test of a shared relay sets the
   * service it needs (failing, slow, silent) on the one URL the relay was started with.
   */
  respond(options: StartChatWebhookOptions): void
  stop(): Promise<void>
}

export interface StartChatWebhookOptions {
  /** Statuses to answer the first posts with, in order; `otherwise` after the list runs out. */
  readonly answers?: readonly number[]
  /** The status once `answers` has run out: 200 unless set. */
  readonly otherwise?: number
  /** Shows each post at once, then answers only this many milliseconds later (a slow service). */
  readonly answerAfterMs?: number
}

/**
 * A Slack-style incoming webhook on loopback: takes `{ "text": … }` JSON, answers `ok` like
 * Slack, and sends no CORS headers, as hooks.slack.com, chat.googleapis.com and Mattermost's
 * `/hooks/` do not, so a browser may not read (or preflight) it.
 */
export async function startChatWebhook(options: StartChatWebhookOptions = {}): Promise<RunningChatWebhook> {
  const posts: ChatPost[] = []
  let behaviour = options
  let answers = [...(options.answers ?? [])]
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method !== 'POST') {
        res.writeHead(405).end()
        return
      }
      const status = answers.shift() ?? behaviour.otherwise ?? 200
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status })
      const answer = () => {
        if (!res.destroyed) res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'server_error')
      }
      if (behaviour.answerAfterMs) setTimeout(answer, behaviour.answerAfterMs).unref()
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/services/T000TEST/B000TEST/secretTokenXYZ123`,
    posts,
    delivered: () => posts.filter((post) => post.status >= 200 && post.status < 300),
    respond(next) {
      behaviour = next
      answers = [...(next.answers ?? [])]
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
