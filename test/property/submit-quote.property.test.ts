import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { outcomeToast } from '../../src/content/quote-copy'
import type { ConfirmationEmail } from '../../src/core/quote/confirmation-email'
import type { ContactSubmission } from '../../src/core/quote/contact-submission'
import type { MailReceipt } from '../../src/core/quote/mail-receipt'
import type { NotificationEmail } from '../../src/core/quote/notification-email'
import { shouldCloseAndClear, type QuoteOutcome } from '../../src/core/quote/quote-outcome'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import { quoteFieldLimits } from '../../src/core/quote/quote-fields'
import { createSubmitQuote, type StepFailureLog } from '../../src/core/quote/submit-quote'

type StoreBehaviour = { kind: 'ok' } | { kind: 'reject'; reason: string } | { kind: 'throw'; message: string }
type MailBehaviour = { kind: 'status'; status: number } | { kind: 'throw'; message: string }

const storeBehaviour: fc.Arbitrary<StoreBehaviour> = fc.oneof(
  fc.constant({ kind: 'ok' as const }),
  fc.string({ minLength: 1 }).map((reason) => ({ kind: 'reject' as const, reason })),
  fc.string({ minLength: 1 }).map((message) => ({ kind: 'throw' as const, message })),
)

const mailBehaviour: fc.Arbitrary<MailBehaviour> = fc.oneof(
  fc.constant({ kind: 'status' as const, status: 200 }),
  fc.integer({ min: 0, max: 599 }).map((status) => ({ kind: 'status' as const, status })),
  fc.constantFrom(451, 403, 429, 500, 201, 204).map((status) => ({ kind: 'status' as const, status })),
  fc.string({ minLength: 1 }).map((message) => ({ kind: 'throw' as const, message })),
)

/** Text a hostile or careless visitor might type: markup, quotes, control characters, emoji. */
const hostileText = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
      fc.constantFrom(
        '<script>alert(1)</script>',
        "Robert'); DROP TABLE contact_submissions;--",
        'Bcc: victim@example.com\r\nSubject: spam',
        '{{to_email}}',
        '👋 Ünïcødé',
        '   padded   ',
      ),
    )
    .filter((text) => text.trim().length > 0 && text.trim().length <= max)

const validRequest: fc.Arbitrary<QuoteRequest> = fc.record({
  name: hostileText(quoteFieldLimits.name),
  email: fc.emailAddress().filter((email) => email.length <= quoteFieldLimits.email && !/[\s]/.test(email)),
  phone: hostileText(quoteFieldLimits.phone),
  address: hostileText(quoteFieldLimits.address),
  message: hostileText(quoteFieldLimits.message),
})

/** A settle delay of 0 to a few ticks, so steps finish in varied interleavings with timers. */
const delay = fc.integer({ min: 0, max: 3 })
const tick = (n: number) => new Promise<void>((resolve) => (n === 0 ? queueMicrotask(resolve) : setTimeout(resolve, n)))

interface Harness {
  events: string[]
  stored: ContactSubmission[]
  confirmations: ConfirmationEmail[]
  notifications: NotificationEmail[]
  logged: string[]
}

function wire(store: StoreBehaviour, confirm: MailBehaviour, notify: MailBehaviour, delays: [number, number, number]) {
  const h: Harness = { events: [], stored: [], confirmations: [], notifications: [], logged: [] }
  const mail = async (name: string, behaviour: MailBehaviour, wait: number): Promise<MailReceipt> => {
    h.events.push(`start:${name}`)
    await tick(wait)
    h.events.push(`end:${name}`)
    if (behaviour.kind === 'throw') throw new Error(behaviour.message)
    return { status: behaviour.status, text: behaviour.status === 200 ? 'OK' : 'Nope' }
  }
  const log: StepFailureLog = { stepFailed: (step, error) => h.logged.push(`${step}:${error}`) }
  const submit = createSubmitQuote({
    ownerEmail: 'owner@company.example',
    now: () => new Date('2026-11-22T10:00:00.000Z'),
    log,
    store: {
      async saveSubmission(row) {
        h.events.push('start:store')
        h.stored.push(row)
        await tick(delays[0])
        h.events.push('end:store')
        if (store.kind === 'throw') throw new Error(store.message)
        return store.kind === 'ok' ? { ok: true } : { ok: false, reason: store.reason }
      },
    },
    confirmationMailer: {
      sendConfirmation: (email) => {
        h.confirmations.push(email)
        return mail('confirmation', confirm, delays[1])
      },
    },
    notificationMailer: {
      sendNotification: (email) => {
        h.notifications.push(email)
        return mail('notification', notify, delays[2])
      },
    },
  })
  return { submit, h }
}

const mailSent = (behaviour: MailBehaviour) => behaviour.kind === 'status' && behaviour.status === 200

describe('submitting a quote, over every combination of step results', () => {
  it('chooses the outcome, the toast and close-and-clear exactly by the rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        validRequest,
        storeBehaviour,
        mailBehaviour,
        mailBehaviour,
        fc.tuple(delay, delay, delay),
        async (request, store, confirm, notify, delays) => {
          const { submit } = wire(store, confirm, notify, delays)
          const outcome = await submit(request)

          const stored = store.kind === 'ok'
          const anyMail = mailSent(confirm) || mailSent(notify)
          const expectedKind: QuoteOutcome['kind'] = stored ? 'stored' : anyMail ? 'received-by-email' : 'nothing-sent'
          expect(outcome.kind).toBe(expectedKind)
          expect(shouldCloseAndClear(outcome)).toBe(stored || anyMail)

          const toast = outcomeToast(outcome)
          if (expectedKind === 'nothing-sent') {
            expect(toast).toMatchObject({ tone: 'destructive', title: 'Partial Submission Error' })
          } else {
            expect(toast).toMatchObject({ tone: 'success', title: 'Quote Request Submitted' })
            expect(toast?.description).toContain(stored ? "We'll be in touch shortly" : 'may be delayed')
          }
        },
      ),
      { numRuns: 400 },
    )
  })

  it('runs store, confirmation and notification once each, in order, each after the last settled', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, storeBehaviour, mailBehaviour, mailBehaviour, fc.tuple(delay, delay, delay), async (request, store, confirm, notify, delays) => {
        const { submit, h } = wire(store, confirm, notify, delays)
        await submit(request)
        expect(h.events).toEqual([
          'start:store',
          'end:store',
          'start:confirmation',
          'end:confirmation',
          'start:notification',
          'end:notification',
        ])
      }),
      { numRuns: 200 },
    )
  })

  it('tracks each step on its own and reports the exact failure words', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, storeBehaviour, mailBehaviour, mailBehaviour, async (request, store, confirm, notify) => {
        const { submit, h } = wire(store, confirm, notify, [0, 0, 0])
        const outcome = await submit(request)
        if (outcome.kind === 'invalid' || outcome.kind === 'unexpected-error') throw new Error(`unexpected ${outcome.kind}`)
        const { steps } = outcome

        expect(steps.store.ok).toBe(store.kind === 'ok')
        if (store.kind === 'reject') expect(steps.store).toMatchObject({ ok: false, error: store.reason })
        if (store.kind === 'throw') expect(steps.store).toMatchObject({ ok: false, error: store.message })

        for (const [step, behaviour, words] of [
          ['confirmation', confirm, 'Failed to send confirmation email'],
          ['notification', notify, 'Failed to send notification email'],
        ] as const) {
          const result = steps[step]
          expect(result.ok).toBe(mailSent(behaviour))
          if (behaviour.kind === 'status' && behaviour.status !== 200) {
            expect(result).toMatchObject({ ok: false, error: `${words}: Status ${behaviour.status}` })
          }
          if (behaviour.kind === 'throw') expect(result).toMatchObject({ ok: false, error: behaviour.message })
        }
        const failures = [steps.store, steps.confirmation, steps.notification].filter((s) => !s.ok)
        expect(h.logged).toHaveLength(failures.length)
      }),
      { numRuns: 300 },
    )
  })

  it('hands each step exactly the payload built from the trimmed request, hostile text untouched', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, async (request) => {
        const { submit, h } = wire({ kind: 'ok' }, { kind: 'status', status: 200 }, { kind: 'status', status: 200 }, [0, 0, 0])
        await submit(request)
        const t = (s: string) => s.trim()
        expect(h.stored).toEqual([
          {
            name: t(request.name),
            email: t(request.email),
            phone: t(request.phone),
            address: t(request.address),
            message: t(request.message),
            created_at: '2026-11-22T10:00:00.000Z',
          },
        ])
        expect(h.confirmations).toEqual([
          { to_name: t(request.name), to_email: t(request.email), message: expect.stringContaining('in touch shortly') },
        ])
        expect(h.notifications).toEqual([
          {
            from_name: t(request.name),
            from_email: t(request.email),
            from_phone: t(request.phone),
            from_address: t(request.address),
            message: t(request.message),
            to_email: 'owner@company.example',
          },
        ])
      }),
      { numRuns: 200 },
    )
  })

  it('runs no step at all for a request that fails validation', async () => {
    const notText = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.constant('   '), fc.constant(''))
    const invalidRequest = fc
      .record({ name: fc.oneof(notText, fc.string()), email: fc.oneof(notText, fc.string()), phone: fc.oneof(notText, fc.string()), address: fc.oneof(notText, fc.string()), message: fc.oneof(notText, fc.string()) })
      .filter((r) => Object.values(r).some((v) => typeof v !== 'string' || v.trim() === '') || !String(r.email).includes('@'))
    await fc.assert(
      fc.asyncProperty(fc.oneof(invalidRequest, fc.anything()), async (input) => {
        const { submit, h } = wire({ kind: 'ok' }, { kind: 'status', status: 200 }, { kind: 'status', status: 200 }, [0, 0, 0])
        const outcome = await submit(input)
        expect(outcome.kind).toBe('invalid')
        expect(shouldCloseAndClear(outcome)).toBe(false)
        expect(outcomeToast(outcome)).toBeUndefined()
        expect(h.events).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('turns a failure outside every step into a Submission Error that keeps the dialog open', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, fc.string(), async (request, message) => {
        const submit = createSubmitQuote({
          ownerEmail: 'owner@company.example',
          now: () => {
            throw new Error(message)
          },
          store: { saveSubmission: async () => ({ ok: true }) },
          confirmationMailer: { sendConfirmation: async () => ({ status: 200, text: 'OK' }) },
          notificationMailer: { sendNotification: async () => ({ status: 200, text: 'OK' }) },
        })
        const outcome = await submit(request)
        expect(outcome.kind).toBe('unexpected-error')
        expect(shouldCloseAndClear(outcome)).toBe(false)
        expect(outcomeToast(outcome)).toEqual({
          tone: 'destructive',
          title: 'Submission Error',
          description: 'There was a problem submitting your request. Please try again later.',
        })
      }),
      { numRuns: 100 },
    )
  })
})
