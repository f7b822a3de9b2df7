import { rm } from 'node:fs/promises'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { loadRelayConfig, RelayConfigError } from '../../../server/config'
import { chatWebhookNotifier } from '../../../server/notify/chat-webhook-notifier'
import type { RelayMailer } from '../../../server/mail/relay-mailer'
import type { StoredMail } from '../../../server/stores/outbox-store'
import { freePort } from '../../support/free-port'
import { startChatWebhook, type RunningChatWebhook, type StartChatWebhookOptions } from '../../support/chat-webhook'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { notificationBody } from './relay-harness'
import { useCleanups } from '../../support/cleanups'

const owner = 'owner.desk@installer.internal'
const cleanups = useCleanups(afterEach)

async function tempDir(): Promise<string> {
  const dir = await seededDataDir('relay-chat-')
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function relay(env: Record<string, string>, port?: number): Promise<RelayProcess> {
  const started = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'info', ...env }, { port })
  cleanups.push(() => started.stop())
  return started
}

async function chat(answers?: readonly number[], answerAfterMs?: number): Promise<RunningChatWebhook> {
  const webhook = await startChatWebhook({ answers, answerAfterMs })
  cleanups.push(() => webhook.stop())
  return webhook
}

async function smtpServer(): Promise<RunningSmtpServer> {
  const server = await startSmtpServer()
  cleanups.push(() => server.stop())
  return server
}

async function notify(baseUrl: string, key: string, overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}${relayPaths.notifications}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
    body: JSON.stringify(notificationBody(owner, overrides)),
    signal: AbortSignal.timeout(30_000),
  })
  return { status: response.status, body: await response.text() }
}

/**
 * Channels whose message the relay has marked sent: it logs "mail sent" after the mark, and a
 * row marked sent is never sent again, so from then on the counts below are final.
 */
function markedSent(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"mail sent"'))
    .map((line) => (JSON.parse(line) as { channel: string }).channel)
    .sort()
}

/**
 * The relay of the tests whose lead goes to the chat hook alone, with a one-second limit on a
 * post and a one-second retry, started once for the file, and the one hook it posts to, which
 * each test sets to answer as it needs (failing, slow, silent): a relay start costs seconds of
 * CPU. Each test leaves no message due: its lead is marked sent or given up before it ends.
 */
let chatOnly: Promise<{ up: RelayProcess; webhook: RunningChatWebhook; env: Record<string, string> }> | undefined
const fileCleanups = useCleanups(afterAll)

/** The shared relay, its hook answering as `answering` says, and its output from now on. */
async function chatOnlyRelay(answering: StartChatWebhookOptions) {
  chatOnly ??= (async () => {
    const webhook = await startChatWebhook()
    fileCleanups.push(() => webhook.stop())
    const dataDir = await seededDataDir('relay-chat-')
    fileCleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const env = {
      DATA_DIR: dataDir,
      NOTIFIERS: 'chat-webhook',
      CHAT_WEBHOOK_URL: webhook.url,
      CHAT_WEBHOOK_TIMEOUT_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
    }
    const up = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'info', ...env })
    fileCleanups.push(() => up.stop())
    return { up, webhook, env }
  })()
  const { up, webhook, env } = await chatOnly
  webhook.respond(answering)
  const from = up.output().length
  return { up, webhook, env, since: () => up.output().slice(from) }
}

/** The posts of one lead, by the key its message names (the hook is shared by several tests' leads). */
function postsOf(webhook: RunningChatWebhook, key: string) {
  return webhook.posts.filter((post) => post.body.includes(`Lead: ${key}`))
}

describe('the owner told of a lead in a chat channel by the relay', () => {
  it('with NOTIFIERS=mail,chat-webhook, delivers one mail and one Slack-style { text } post per lead, and never logs the secret URL', async () => {
    const smtp = await smtpServer()
    const webhook = await chat()
    const up = await relay({ DATA_DIR: await tempDir(), SMTP_URL: smtp.url, NOTIFIERS: 'mail,chat-webhook', CHAT_WEBHOOK_URL: webhook.url })
    const key = crypto.randomUUID()
    const lead = { from_name: 'Dana Reyes', message: 'Four cameras. @channel <!channel> see https://evil.example/x' }
    expect((await notify(up.baseUrl, key, lead)).status).toBe(200)
    await expect.poll(() => markedSent(up.output()), { timeout: 20_000, interval: 250 }).toEqual(['chat-webhook', 'mail'])
    // The visitor presses Submit again: the same submission is not told twice on either channel.
    expect((await notify(up.baseUrl, key, lead)).status).toBe(200)
    expect(webhook.posts).toHaveLength(1)
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]?.envelope.rcptTo).toEqual([owner])

    const [post] = webhook.posts
    expect(post?.headers['content-type']).toMatch(/^application\/json/)
    const message = JSON.parse(post?.body ?? '') as { text: string }
    expect(Object.keys(message)).toEqual(['text'])
    expect(message.text).toContain('New quote request from Dana Reyes')
    // The visitor's words can ping no one and link nowhere.
    expect(message.text).toContain('&lt;!channel&gt;')
    expect(message.text).not.toMatch(/@channel|<!channel>|https:\/\//)
    expect(message.text).toContain(`Lead: ${key}`)
    expect(up.output()).not.toContain('secretTokenXYZ123')
  }, 120_000)

  it('when the chat service answers 500, retries through the outbox and the channel shows the lead once', async () => {
    const { up, webhook, since } = await chatOnlyRelay({ answers: [500] })
    const key = crypto.randomUUID()
    const answer = await notify(up.baseUrl, key)
    expect(answer.status).toBe(502)
    expect(answer.body).toContain('queued')
    await expect.poll(() => markedSent(since()), { timeout: 20_000, interval: 250 }).toEqual(['chat-webhook'])
    expect(postsOf(webhook, key).map((post) => post.status)).toEqual([500, 200])
    expect(up.output()).not.toContain('secretTokenXYZ123')
  }, 120_000)

  // The outside test: a hook that shows the post and answers after 12 s, while the relay gives up
  // at 10 s, got 8 copies of each lead, and the lead was logged dead. The same, at a tenth of the
  // time: the relay gives up at 1 s, the hook answers after 1.2 s.
  it('posts a lead to a hook that answers late at most twice, and logs it sent, not dead', async () => {
    const { up, webhook, since } = await chatOnlyRelay({ answerAfterMs: 1_200 })
    const key = crypto.randomUUID()
    expect((await notify(up.baseUrl, key)).status).toBe(502)
    await expect.poll(() => markedSent(since()), { timeout: 20_000, interval: 250 }).toEqual(['chat-webhook'])
    // Long enough for several more retries, were any due. A relay that wrongly posts again says
    // nothing of it; only time passing can show that nothing comes (no CPU: both sides idle).
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(postsOf(webhook, key).length).toBeLessThanOrEqual(2)
    expect(since()).not.toMatch(/dead|never answered/)
    expect(up.output()).not.toContain('secretTokenXYZ123')
  }, 120_000)

  it('a hook that never answers is posted to twice at most, then left, saying the channel may show it', async () => {
    const { up, webhook, since } = await chatOnlyRelay({ answerAfterMs: 60_000 })
    const key = crypto.randomUUID()
    expect((await notify(up.baseUrl, key)).status).toBe(502)
    await expect.poll(since, { timeout: 30_000, interval: 250 }).toContain('not posted again, the channel may show it')
    // As above: only time passing can show that no third post comes.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(postsOf(webhook, key)).toHaveLength(2)
    expect(up.output()).not.toContain('secretTokenXYZ123')
  }, 120_000)

  it('a chat message waiting for its retry when the relay is killed (kill -9) is delivered once by the restarted relay', async () => {
    // The shared relay is the one killed: a test after this one would start a new one.
    const { up: first, webhook, env } = await chatOnlyRelay({ otherwise: 503 })
    chatOnly = undefined
    const key = crypto.randomUUID()
    expect((await notify(first.baseUrl, key)).status).toBe(502)
    first.kill('SIGKILL')
    await first.exited
    const beforeKill = postsOf(webhook, key).map((post) => post.status)
    expect(beforeKill.length).toBeGreaterThanOrEqual(1)
    expect(beforeKill.every((status) => status === 503)).toBe(true)

    webhook.respond({})
    const second = await relay(env)
    await expect.poll(() => markedSent(second.output()), { timeout: 20_000, interval: 250 }).toEqual(['chat-webhook'])
    expect(postsOf(webhook, key).map((post) => post.status)).toEqual([...beforeKill, 200])
  }, 120_000)
})

describe('the notifier configuration', () => {
  it('defaults to mail, and refuses an unknown notifier or a chat webhook without its URL, naming the variable', () => {
    expect(loadRelayConfig({}).notifiers.map((notifier) => notifier.name)).toEqual(['mail'])
    expect(() => loadRelayConfig({ NOTIFIERS: 'mail,pager' })).toThrow(/NOTIFIERS: .*"pager".*mail, chat-webhook/)
    expect(() => loadRelayConfig({ NOTIFIERS: 'chat-webhook' })).toThrow(/CHAT_WEBHOOK_URL/)
  })

  it('refuses a chat webhook URL that is not https (except on loopback), without repeating the secret', () => {
    const url = 'http://chat.example.net/hooks/secretTokenXYZ123'
    let error: unknown
    try {
      loadRelayConfig({ NOTIFIERS: 'chat-webhook', CHAT_WEBHOOK_URL: url })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(RelayConfigError)
    expect(String(error)).toContain('CHAT_WEBHOOK_URL')
    expect(String(error)).not.toContain('secretTokenXYZ123')
  })

  it('refuses CHAT_WEBHOOK_URL when NOTIFIERS does not name chat-webhook, so a URL set by hand is never silently unused', () => {
    expect(() => loadRelayConfig({ CHAT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X' })).toThrow(/NOTIFIERS/)
  })
})

describe('the chat-webhook notifier on the wire', () => {
  const lead = { fields: notificationBody(owner), leadId: 'lead-1234-abcd', page: '/nc/charlotte/video-doorbells' }
  const context = { ownerEmail: owner, mailer: {} as RelayMailer }
  const notifierFor = (url: string) => chatWebhookNotifier.create({ CHAT_WEBHOOK_URL: url }, context)

  it('gives up at once on a hook the service refuses for good (404, 410, 400), and retries 408, 429 and 5xx', async () => {
    const webhook = await chat([404, 410, 400, 408, 429, 500, 503])
    const notifier = notifierFor(webhook.url)
    // As the outbox hands it back after keeping it.
    const message = JSON.parse(JSON.stringify(notifier.compose(lead))) as StoredMail
    const answers = []
    for (let i = 0; i < 7; i += 1) answers.push(await notifier.deliver(message, lead.leadId))
    expect(answers.map((answer) => (answer.delivered ? 'delivered' : answer.permanent ? 'final' : 'retry'))).toEqual([
      'final',
      'final',
      'final',
      'retry',
      'retry',
      'retry',
      'retry',
    ])
    expect((await notifier.deliver(message, lead.leadId)).delivered).toBe(true)
  })

  it('reports an unreachable service by its error code, never by the secret URL, and will retry it', async () => {
    const answer = await notifierFor(`http://127.0.0.1:${await freePort()}/services/T0/B0/secretTokenXYZ123`).deliver(
      notifierFor('http://127.0.0.1:1/x').compose(lead) as StoredMail,
      lead.leadId,
    )
    expect(answer).toMatchObject({ delivered: false, permanent: false })
    expect(JSON.stringify(answer)).toContain('ECONNREFUSED')
    expect(JSON.stringify(answer)).not.toContain('secretTokenXYZ123')
  })
})
