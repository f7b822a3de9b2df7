import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MailDelivery } from '../../src/core/quote/mail-delivery'
import type { QuoteOutcome, QuoteStep } from '../../src/core/quote/quote-outcome'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import type { StoreReceipt } from '../../src/core/quote/quote-store.port'
import { noAnswerWithin, outcomePromiseMs, stepTimeLimitMs } from '../../src/core/quote/step-deadline'
import { createSubmitQuote } from '../../src/core/quote/submit-quote'

/**
 * What one step does with its call, timed by the test's fake clock: answers at once (carried,
 * refused or thrown), answers in time after a while, answers only after its limit, never answers,
 * or gives up only when the use case's signal tells it to.
 */
type StepBehaviour =
  | { readonly kind: 'carried' | 'refused' | 'threw' | 'never' | 'gives-up-when-told' }
  | { readonly kind: 'carried-after' | 'refused-after'; readonly ms: number }
  | { readonly kind: 'carried-late'; readonly ms: number }

const inTime = fc.integer({ min: 0, max: stepTimeLimitMs - 1 })
const late = fc.integer({ min: stepTimeLimitMs + 1, max: 120_000 })
const behaviour: fc.Arbitrary<StepBehaviour> = fc.oneof(
  fc.constantFrom<StepBehaviour>({ kind: 'carried' }, { kind: 'refused' }, { kind: 'threw' }, { kind: 'never' }, { kind: 'gives-up-when-told' }),
  inTime.map((ms): StepBehaviour => ({ kind: 'carried-after', ms })),
  inTime.map((ms): StepBehaviour => ({ kind: 'refused-after', ms })),
  late.map((ms): StepBehaviour => ({ kind: 'carried-late', ms })),
)

const carries = (step: StepBehaviour) => step.kind === 'carried' || step.kind === 'carried-after'
const answersInTime = (step: StepBehaviour) => !['never', 'gives-up-when-told', 'carried-late'].includes(step.kind)

const valid: QuoteRequest = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Four cameras for the shop and a video doorbell at home.',
}

/** What the submission came to once the fake clock has moved on `ms`; undefined while it still waits. */
async function outcomeAfter(ms: number, pending: Promise<QuoteOutcome>): Promise<QuoteOutcome | undefined> {
  let outcome: QuoteOutcome | undefined
  void pending.then((settled) => {
    outcome = settled
  })
  await vi.advanceTimersByTimeAsync(ms)
  return outcome
}

function after(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Plays one behaviour: `carried` and `refused` are what the port reports for its kind of answer. */
async function play<T>(step: StepBehaviour, signal: AbortSignal | undefined, carried: T, refused: T): Promise<T> {
  switch (step.kind) {
    case 'carried':
      return carried
    case 'refused':
      return refused
    case 'threw':
      throw new Error('transport unreachable')
    case 'never':
      return new Promise<T>(() => undefined)
    case 'gives-up-when-told':
      return new Promise<T>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    case 'carried-after':
      await after(step.ms)
      return carried
    case 'refused-after':
      await after(step.ms)
      return refused
    case 'carried-late':
      await after(step.ms)
      return carried
  }
}

function wire(store: StepBehaviour, confirmation: StepBehaviour, notification: StepBehaviour) {
  const called: QuoteStep[] = []
  const signals: Partial<Record<QuoteStep, AbortSignal | undefined>> = {}
  const logged: string[] = []
  const stored: StoreReceipt = { ok: true }
  const notStored: StoreReceipt = { ok: false, reason: 'store refused' }
  const sent: MailDelivery = { sent: true }
  const notSent: MailDelivery = { sent: false, reason: 'Status 500' }
  const submit = createSubmitQuote({
    newSubmissionId: () => 'deadline-submission-1',
    now: () => new Date('2026-11-25T20:00:00.000Z'),
    log: { stepFailed: (step, error) => logged.push(`${step}: ${error}`) },
    store: {
      saveSubmission(_request, _context, signal) {
        called.push('store')
        signals.store = signal
        return play<StoreReceipt>(store, signal, stored, notStored)
      },
    },
    confirmationMailer: {
      sendConfirmation(_request, _context, signal) {
        called.push('confirmation')
        signals.confirmation = signal
        return play<MailDelivery>(confirmation, signal, sent, notSent)
      },
    },
    notificationMailer: {
      sendNotification(_request, _context, signal) {
        called.push('notification')
        signals.notification = signal
        return play<MailDelivery>(notification, signal, sent, notSent)
      },
    },
  })
  return { submit, called, signals, logged }
}

/** The outcome table of quote-outcome.ts, from which steps carried the lead in time. */
function expectedKind(store: boolean, confirmation: boolean, notification: boolean): QuoteOutcome['kind'] {
  if (store) return 'stored'
  return confirmation || notification ? 'received-by-email' : 'nothing-sent'
}

beforeEach(() => {
  vi.useFakeTimers()
  return () => {
    vi.clearAllTimers()
    vi.useRealTimers()
  }
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a deadline for every step of a quote submission', () => {
  it('keeps the visitor\'s promise: the steps\' limit leaves time for the page within the 5 s', () => {
    expect(outcomePromiseMs).toBe(5_000)
    expect(stepTimeLimitMs).toBeLessThanOrEqual(outcomePromiseMs - 1_000)
  })

  it('resolves within the step limit whatever each step does, with the outcome the table gives for the steps that answered in time, and calls every step', async () => {
    await fc.assert(
      fc.asyncProperty(behaviour, behaviour, behaviour, async (store, confirmation, notification) => {
        vi.clearAllTimers()
        const { submit, called, signals, logged } = wire(store, confirmation, notification)

        const outcome = await outcomeAfter(stepTimeLimitMs, submit(valid))

        expect(outcome, `still waiting after ${stepTimeLimitMs} ms`).toBeDefined()
        expect(called).toEqual(['store', 'confirmation', 'notification'])
        expect(outcome?.kind).toBe(expectedKind(carries(store), carries(confirmation), carries(notification)))
        const steps = { store, confirmation, notification }
        for (const step of ['store', 'confirmation', 'notification'] as const) {
          const signal = signals[step]
          expect(signal, `${step} got no signal`).toBeInstanceOf(AbortSignal)
          // A step cut off is told to stop; one that answered is left alone.
          expect(signal?.aborted, step).toBe(!answersInTime(steps[step]))
          if (!answersInTime(steps[step])) {
            expect(logged.some((line) => line.startsWith(`${step}: `) && line.endsWith(noAnswerWithin(stepTimeLimitMs))), logged.join('\n')).toBe(true)
          }
        }
        const failed = [store, confirmation, notification].filter((step) => !carries(step)).length
        expect(logged).toHaveLength(failed)
      }),
      { numRuns: 400 },
    )
  })

  it('names a step that never answers as not answering in time, in the words of its kind of step', async () => {
    const { submit, logged } = wire({ kind: 'never' }, { kind: 'never' }, { kind: 'never' })
    const outcome = await outcomeAfter(stepTimeLimitMs, submit(valid))

    expect(outcome?.kind).toBe('nothing-sent')
    expect(outcome?.kind === 'nothing-sent' && outcome.steps).toEqual({
      store: { step: 'store', ok: false, error: 'The store did not answer within 4 s' },
      confirmation: { step: 'confirmation', ok: false, error: 'Failed to send confirmation email: did not answer within 4 s' },
      notification: { step: 'notification', ok: false, error: 'Failed to send notification email: did not answer within 4 s' },
    })
    expect(logged).toHaveLength(3)
  })

  it('sends both mails while the store hangs, and tells the visitor the reply may be delayed', async () => {
    const { submit, called } = wire({ kind: 'never' }, { kind: 'carried-after', ms: 300 }, { kind: 'carried-after', ms: 600 })
    const outcome = await outcomeAfter(stepTimeLimitMs, submit(valid))

    expect(outcome?.kind).toBe('received-by-email')
    expect(called).toEqual(['store', 'confirmation', 'notification'])
  })

  it('does not wait out the limit when every step answers at once', async () => {
    const { submit } = wire({ kind: 'carried' }, { kind: 'carried' }, { kind: 'refused' })
    const outcome = await outcomeAfter(0, submit(valid))

    expect(outcome?.kind).toBe('stored')
    expect(vi.getTimerCount()).toBe(0)
  })
})
