import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Delivery } from '../../src/quote/domain/delivery'
import type { QuoteOutcome, QuoteStep } from '../../src/quote/domain/quote-outcome'
import type { QuoteRequest } from '../../src/quote/domain/quote-request'
import type { StoreReceipt } from '../../src/quote/domain/quote-store.port'
import { noAnswerWithin, outcomePromiseMs, stepHeadStartMs, stepTimeLimitMs } from '../../src/quote/domain/step-deadline'
import { createSubmitQuote } from '../../src/quote/domain/submit-quote'

/**
 * What one step does with its call, timed by the test's fake clock: answers at once (carried,
 * refused or thrown), answers in time after a while, answers only after its limit, never answers,
 * or gives up only when the use case's signal tells it to.
 */
type StepBehaviour =
  | { readonly kind: 'carried' | 'refused' | 'threw' | 'never' | 'gives-up-when-told' }
  | { readonly kind: 'carried-after' | 'refused-after'; readonly ms: number }
  | { readonly kind: 'carried-late'; readonly ms: number }

// From 1 ms: a fake clock's zero-delay timers fire a tick apart, which `carried` and `refused` already cover.
const inTime = fc.integer({ min: 1, max: stepTimeLimitMs - 1 })
const late = fc.integer({ min: stepTimeLimitMs + 1, max: 120_000 })
const behaviour: fc.Arbitrary<StepBehaviour> = fc.oneof(
  fc.constantFrom<StepBehaviour>(
    { kind: 'carried' },
    { kind: 'refused' },
    { kind: 'threw' },
    { kind: 'never' },
    { kind: 'gives-up-when-told' },
  ),
  inTime.map((ms): StepBehaviour => ({ kind: 'carried-after', ms })),
  inTime.map((ms): StepBehaviour => ({ kind: 'refused-after', ms })),
  late.map((ms): StepBehaviour => ({ kind: 'carried-late', ms })),
)

/** How long after its call a step answers, if ever. */
function answersAfter(step: StepBehaviour): number {
  switch (step.kind) {
    case 'carried':
    case 'refused':
    case 'threw':
      return 0
    case 'never':
    case 'gives-up-when-told':
      return Infinity
    default:
      return step.ms
  }
}

/**
 * When each step is called, in the use case's order: the next step starts when the one before
 * has answered, or once that one's head start is over.
 */
function schedule(store: StepBehaviour, confirmation: StepBehaviour) {
  const confirmationAt = Math.min(answersAfter(store), stepHeadStartMs)
  const notificationAt = confirmationAt + Math.min(answersAfter(confirmation), stepHeadStartMs)
  return { store: 0, confirmation: confirmationAt, notification: notificationAt }
}

const answersInTime = (step: StepBehaviour, calledAt: number) => calledAt + answersAfter(step) < stepTimeLimitMs
const carries = (step: StepBehaviour, calledAt: number) =>
  (step.kind === 'carried' || step.kind === 'carried-after') && answersInTime(step, calledAt)
/** A step answering exactly at the deadline races it; the property leaves that tie out. */
const onTheDeadline = (step: StepBehaviour, calledAt: number) => calledAt + answersAfter(step) === stepTimeLimitMs

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
  const calledAt: Partial<Record<QuoteStep, number>> = {}
  const started = Date.now()
  const signals: Partial<Record<QuoteStep, AbortSignal | undefined>> = {}
  const logged: string[] = []
  const stored: StoreReceipt = { ok: true }
  const notStored: StoreReceipt = { ok: false, reason: 'store refused' }
  const sent: Delivery = { delivered: true }
  const notSent: Delivery = { delivered: false, reason: 'Status 500' }
  /** The port method of one step: notes when it was called and with which signal, then plays its behaviour. */
  const port =
    <T>(step: QuoteStep, behaviour: StepBehaviour, carried: T, refused: T) =>
    (_request: QuoteRequest, _context: unknown, signal?: AbortSignal) => {
      called.push(step)
      calledAt[step] = Date.now() - started
      signals[step] = signal
      return play(behaviour, signal, carried, refused)
    }
  const submit = createSubmitQuote({
    newSubmissionId: () => 'deadline-submission-1',
    now: () => new Date('2026-11-25T20:00:00.000Z'),
    log: { stepFailed: (step, error) => logged.push(`${step}: ${error}`) },
    store: { saveSubmission: port<StoreReceipt>('store', store, stored, notStored) },
    confirmationNotifier: { sendConfirmation: port<Delivery>('confirmation', confirmation, sent, notSent) },
    ownerNotifier: { sendNotification: port<Delivery>('notification', notification, sent, notSent) },
  })
  return { submit, called, calledAt, signals, logged }
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
  it("keeps the visitor's promise: the steps' limit leaves time for the page within the 5 s", () => {
    expect(outcomePromiseMs).toBe(5_000)
    expect(stepTimeLimitMs).toBeLessThanOrEqual(outcomePromiseMs - 1_000)
  })

  it('resolves within the step limit whatever each step does, with the outcome the table gives for the steps that answered in time, and calls every step in order', async () => {
    await fc.assert(
      fc.asyncProperty(behaviour, behaviour, behaviour, async (store, confirmation, notification) => {
        const at = schedule(store, confirmation)
        const steps = { store, confirmation, notification }
        fc.pre((['store', 'confirmation', 'notification'] as const).every((step) => !onTheDeadline(steps[step], at[step])))
        vi.clearAllTimers()
        const { submit, called, calledAt, signals, logged } = wire(store, confirmation, notification)

        const outcome = await outcomeAfter(stepTimeLimitMs, submit(valid))

        expect(outcome, `still waiting after ${stepTimeLimitMs} ms`).toBeDefined()
        expect(called).toEqual(['store', 'confirmation', 'notification'])
        // Each step starts when the one before has answered, or when its head start is over.
        expect(calledAt).toEqual(at)
        expect(outcome?.kind).toBe(
          expectedKind(carries(store, at.store), carries(confirmation, at.confirmation), carries(notification, at.notification)),
        )
        for (const step of ['store', 'confirmation', 'notification'] as const) {
          const signal = signals[step]
          const inTime = answersInTime(steps[step], at[step])
          expect(signal, `${step} got no signal`).toBeInstanceOf(AbortSignal)
          // A step cut off is told to stop; one that answered is left alone.
          expect(signal?.aborted, step).toBe(!inTime)
          if (!inTime) {
            expect(
              logged.some((line) => line.startsWith(`${step}: `) && line.endsWith(noAnswerWithin(stepTimeLimitMs))),
              logged.join('\n'),
            ).toBe(true)
          }
        }
        const failed = (['store', 'confirmation', 'notification'] as const).filter((step) => !carries(steps[step], at[step])).length
        expect(logged).toHaveLength(failed)
      }),
      { numRuns: 400 },
    )
  })

  it('waits for each step to answer before starting the next when they answer within their head start', async () => {
    const { submit, calledAt } = wire(
      { kind: 'carried-after', ms: 400 },
      { kind: 'carried-after', ms: 700 },
      { kind: 'carried-after', ms: 100 },
    )
    const outcome = await outcomeAfter(stepTimeLimitMs, submit(valid))

    expect(outcome?.kind).toBe('stored')
    expect(calledAt).toEqual({ store: 0, confirmation: 400, notification: 1_100 })
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
