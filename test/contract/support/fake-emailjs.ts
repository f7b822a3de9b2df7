import { readFileSync } from 'node:fs'
import { emailjsTemplates, templateVariables } from '../../../scripts/owner-tools/emailjs-templates'
import { createRequire } from 'node:module'
import { type HttpAnswer, type LocalHttpServer, type RecordedRequest, startLocalHttpServer } from './local-http-server'
import { corsPreflightAnswer } from './stalled-http-server'

/** The installed SDK's version, which it sends as `lib_version`. */
export const emailjsSdkVersion: string = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@emailjs/browser/package.json'), 'utf8')) as {
    version: string
  }
).version

/** The variables of the templates the owner pastes into EmailJS (scripts/owner-tools/emailjs-templates.ts): the fake accepts exactly these. */
const templates = emailjsTemplates()
/** The site sends the spec's `to_name` and `message` too, which the owner's template leaves unprinted (decision 0036). */
export const confirmationTemplateVariables = [...new Set([...templateVariables(templates.confirmation), 'to_name', 'message'])].sort()
/** The site also sends `to_email`, which the owner's template leaves unused: it mails a fixed address. */
export const notificationTemplateVariables = [...templateVariables(templates.notification), 'to_email']

export interface EmailjsAccountFixture {
  readonly publicKey: string
  readonly serviceId: string
  readonly confirmationTemplateId: string
  readonly notificationTemplateId: string
}

export const emailjsAccount: EmailjsAccountFixture = {
  publicKey: 'pk_contract_9QbX2',
  serviceId: 'service_piedmont',
  confirmationTemplateId: 'template_visitor_confirmation',
  notificationTemplateId: 'template_owner_notification',
}

export interface SentTemplate {
  readonly templateId: string
  readonly params: Readonly<Record<string, string>>
}

function sameKeys(value: object, expected: readonly string[]): boolean {
  return Object.keys(value).sort().join() === [...expected].sort().join()
}

/** Everything wrong with a request compared to the SDK's documented send call for this account. */
export function emailjsSendProblems(request: RecordedRequest, account: EmailjsAccountFixture): string[] {
  const problems: string[] = []
  if (request.method !== 'POST') problems.push(`method ${request.method}`)
  if (request.url !== '/api/v1.0/email/send') problems.push(`path ${request.url}`)
  if (request.headers['content-type'] !== 'application/json') problems.push(`content-type ${String(request.headers['content-type'])}`)
  let body: Record<string, unknown>
  try {
    body = JSON.parse(request.body) as Record<string, unknown>
  } catch {
    return [...problems, 'body is not JSON']
  }
  if (!sameKeys(body, ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params'])) {
    problems.push(`body keys ${Object.keys(body).join()}`)
  }
  if (body.lib_version !== emailjsSdkVersion) problems.push(`lib_version ${String(body.lib_version)}`)
  if (body.user_id !== account.publicKey) problems.push(`user_id ${String(body.user_id)}`)
  if (body.service_id !== account.serviceId) problems.push(`service_id ${String(body.service_id)}`)
  const params = body.template_params
  const variables =
    body.template_id === account.confirmationTemplateId
      ? confirmationTemplateVariables
      : body.template_id === account.notificationTemplateId
        ? notificationTemplateVariables
        : undefined
  if (!variables) problems.push(`template_id ${String(body.template_id)}`)
  if (typeof params !== 'object' || params === null) {
    problems.push('template_params is not an object')
  } else {
    if (variables && !sameKeys(params, variables)) problems.push(`template_params keys ${Object.keys(params).join()}`)
    for (const [key, value] of Object.entries(params)) if (typeof value !== 'string') problems.push(`${key} is not text`)
  }
  return problems
}

export interface FakeEmailjs {
  readonly origin: string
  readonly server: LocalHttpServer
  readonly sent: SentTemplate[]
  accept(): void
  refuse(status: number, text: string): void
  close(): Promise<void>
}

export interface FakeEmailjsOptions {
  /** Answer browsers' CORS preflights and allow any origin, as EmailJS does for pages that use its SDK. */
  readonly cors?: boolean
}

/** A stand-in for EmailJS's API origin that checks every send and answers like EmailJS (text bodies). */
export async function startFakeEmailjs(
  account: EmailjsAccountFixture = emailjsAccount,
  options: FakeEmailjsOptions = {},
): Promise<FakeEmailjs> {
  const sent: SentTemplate[] = []
  let refusal: HttpAnswer | undefined
  const server = await startLocalHttpServer((request) => {
    if (options.cors) {
      if (request.method === 'OPTIONS') return { status: 204, headers: corsPreflightAnswer }
      const answer = answerSend(request)
      return { ...answer, headers: { ...answer.headers, 'Access-Control-Allow-Origin': '*' } }
    }
    return answerSend(request)
  })
  function answerSend(request: RecordedRequest): HttpAnswer {
    const problems = emailjsSendProblems(request, account)
    if (problems.length > 0) return { status: 400, body: `unexpected request: ${problems.join('; ')}` }
    if (refusal) return refusal
    const body = JSON.parse(request.body) as { template_id: string; template_params: Record<string, string> }
    sent.push({ templateId: body.template_id, params: body.template_params })
    return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'OK' }
  }
  return {
    origin: server.url,
    server,
    sent,
    accept() {
      refusal = undefined
    },
    refuse(status, text) {
      refusal = { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: text }
    },
    close: () => server.close(),
  }
}

/** Statuses EmailJS answers when it will not send, with the kind of text it sends along. */
export const emailjsRefusals = [
  { status: 451, text: 'Unavailable For Headless Browser' },
  { status: 403, text: 'API calls are disabled for non-browser applications' },
  { status: 429, text: 'Too Many Requests' },
  { status: 500, text: 'Internal Server Error' },
] as const
