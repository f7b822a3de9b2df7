import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { company } from '../../src/content/company'
import { outcomeToast } from '../../src/quote/ui/quote-copy'
import type { Delivery } from '../../src/quote/domain/delivery'
import { parseQuoteRequest, type QuoteRequest } from '../../src/quote/domain/quote-request'
import { shouldCloseAndClear } from '../../src/quote/domain/quote-outcome'
import type { SubmissionContext } from '../../src/quote/domain/submission-context'
import { createSubmitQuote } from '../../src/quote/domain/submit-quote'
import type { StepFailureLog } from '../../src/quote/domain/step-failure-log.port'

/** What one step does in a run: carries the lead, says it could not, or throws. */
type StepBehaviour = 'succeeded' | 'failed' | 'threw'

const valid: QuoteRequest = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Four cameras for the shop and a video doorbell at home.',
}

interface Seen {
  events: string[]
  stored: QuoteRequest[]
  confirmations: QuoteRequest[]
  notifications: QuoteRequest[]
  contexts: SubmissionContext[]
  logged: string[]
}

function wire(store: StepBehaviour, confirm: StepBehaviour, notify: StepBehaviour) {
  const seen: Seen = { events: [], stored: [], confirmations: [], notifications: [], contexts: [], logged: [] }
  const mail = async (step: string, behaviour: StepBehaviour): Promise<Delivery> => {
    seen.events.push(step)
    if (behaviour === 'threw') throw new Error(`${step} transport unreachable`)
    return behaviour === 'succeeded' ? { delivered: true } : { delivered: false, reason: 'Status 500' }
  }
  const log: StepFailureLog = { stepFailed: (step, error) => seen.logged.push(`${step}: ${error}`) }
  let ids = 0
  const submit = createSubmitQuote({
    newSubmissionId: () => `new-submission-${(ids += 1)}`,
    now: () => new Date('2026-11-22T10:00:00.000Z'),
    log,
    store: {
      async saveSubmission(request, context) {
        seen.events.push('store')
        seen.stored.push(request)
        seen.contexts.push(context)
        if (store === 'threw') throw new Error('store unreachable')
        return store === 'succeeded' ? { ok: true } : { ok: false, reason: 'store refused' }
      },
    },
    confirmationNotifier: {
      sendConfirmation: (request, context) => {
        seen.confirmations.push(request)
        seen.contexts.push(context)
        return mail('confirmation', confirm)
      },
    },
    ownerNotifier: {
      sendNotification: (request, context) => {
        seen.notifications.push(request)
        seen.contexts.push(context)
        return mail('notification', notify)
      },
    },
  })
  return { submit, seen }
}

const storedToast = {
  tone: 'success',
  title: 'Quote Request Submitted',
  description: `Thank you! We'll be in touch shortly. Please check your spam folder for our confirmation email, and if it hasn't arrived, call us at ${company.phone}.`,
}
const delayedToast = {
  tone: 'success',
  title: 'Quote Request Submitted',
  description: `We received your request, but our response may be delayed. Please check your spam folder for our email, or call us at ${company.phone}.`,
}
const nothingSentToast = {
  tone: 'destructive',
  title: 'Partial Submission Error',
  description: `We couldn't send your request, so nothing has reached our team yet. Your details are still in the form: please try again, or call us at ${company.phone}.`,
}

/**
 * All 27 combinations, written out so each row can be checked against the spec's toasts:
 * the insert succeeded → "in touch shortly"; the insert failed but an e-mail went → "may be
 * delayed"; all three failed → "Partial Submission Error" (decision 0001 for its words). The
 * dialog closes and clears exactly when some step carried the lead.
 */
const table: readonly (readonly [StepBehaviour, StepBehaviour, StepBehaviour, typeof storedToast, boolean])[] = [
  // store        confirmation  notification  toast             closes
  ['succeeded', 'succeeded', 'succeeded', storedToast, true],
  ['succeeded', 'succeeded', 'failed', storedToast, true],
  ['succeeded', 'succeeded', 'threw', storedToast, true],
  ['succeeded', 'failed', 'succeeded', storedToast, true],
  ['succeeded', 'failed', 'failed', storedToast, true],
  ['succeeded', 'failed', 'threw', storedToast, true],
  ['succeeded', 'threw', 'succeeded', storedToast, true],
  ['succeeded', 'threw', 'failed', storedToast, true],
  ['succeeded', 'threw', 'threw', storedToast, true],
  ['failed', 'succeeded', 'succeeded', delayedToast, true],
  ['failed', 'succeeded', 'failed', delayedToast, true],
  ['failed', 'succeeded', 'threw', delayedToast, true],
  ['failed', 'failed', 'succeeded', delayedToast, true],
  ['failed', 'failed', 'failed', nothingSentToast, false],
  ['failed', 'failed', 'threw', nothingSentToast, false],
  ['failed', 'threw', 'succeeded', delayedToast, true],
  ['failed', 'threw', 'failed', nothingSentToast, false],
  ['failed', 'threw', 'threw', nothingSentToast, false],
  ['threw', 'succeeded', 'succeeded', delayedToast, true],
  ['threw', 'succeeded', 'failed', delayedToast, true],
  ['threw', 'succeeded', 'threw', delayedToast, true],
  ['threw', 'failed', 'succeeded', delayedToast, true],
  ['threw', 'failed', 'failed', nothingSentToast, false],
  ['threw', 'failed', 'threw', nothingSentToast, false],
  ['threw', 'threw', 'succeeded', delayedToast, true],
  ['threw', 'threw', 'failed', nothingSentToast, false],
  ['threw', 'threw', 'threw', nothingSentToast, false],
]

describe('the outcome of every combination of store, confirmation and notification', () => {
  it('lists each of the 27 combinations exactly once', () => {
    expect(new Set(table.map(([store, confirm, notify]) => `${store}/${confirm}/${notify}`)).size).toBe(27)
  })

  it.each(table)(
    'store %s, confirmation %s, notification %s: shows the expected toast and closes = %s',
    async (store, confirm, notify, toast, closes) => {
      const { submit, seen } = wire(store, confirm, notify)
      const outcome = await submit(valid)

      expect(outcomeToast(outcome)).toEqual(toast)
      expect(shouldCloseAndClear(outcome)).toBe(closes)
      expect(seen.events).toEqual(['store', 'confirmation', 'notification'])
      const failures = [store, confirm, notify].filter((behaviour) => behaviour !== 'succeeded').length
      expect(seen.logged).toHaveLength(failures)
      if (confirm === 'failed') expect(seen.logged).toContain('confirmation: Failed to send confirmation email: Status 500')
      if (notify === 'failed') expect(seen.logged).toContain('notification: Failed to send notification email: Status 500')
    },
  )
})

/** Names a real person might have: letters of many scripts, apostrophes, hyphens, dots. */
const personName = fc
  .array(fc.constantFrom('Ann', "O'Brien", 'José', 'Nguyễn', 'Smith-Jones', 'Dr.', 'Zoë', '李', 'Ørsted', 'Mc Neil'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join(' '))

const email = fc
  .emailAddress()
  .filter((address) => address.length <= 254 && /@[^@]*\.[^@]*$/.test(address) && parseQuoteRequest({ ...valid, email: address }).ok)

const phone = fc
  .tuple(
    fc.constantFrom('', '+1 ', '1-'),
    fc.stringMatching(/^[2-9][0-9]{2}$/),
    fc.stringMatching(/^[0-9]{3}$/),
    fc.stringMatching(/^[0-9]{4}$/),
  )
  .map(([prefix, area, exchange, line]) => `${prefix}(${area}) ${exchange}-${line}`)

/** What a careless or hostile visitor types into the message: markup, quotes, SQL, emoji, line breaks. */
const message = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }),
    fc.constantFrom(
      '<script>alert(1)</script>',
      "Robert'); DROP TABLE contact_submissions;--",
      'Line one\nLine two\r\n\tindented',
      '{{to_email}}',
      '👋 Ünïcødé',
      '   padded   ',
      'See https://example.com/plans please',
    ),
  )
  .filter((text) => parseQuoteRequest({ ...valid, message: text }).ok)

const validRequest: fc.Arbitrary<QuoteRequest> = fc.record({
  name: personName,
  email,
  phone,
  address: fc.constantFrom('12 Court Square, Lincolnton, NC', '4 Elm St. Apt 2B, Rock Hill, SC 29730', 'PO Box 12, Dahlonega, GA'),
  message,
})

const anyBehaviour = fc.constantFrom<StepBehaviour>('succeeded', 'failed', 'threw')

describe('the data each port receives', () => {
  it('is exactly the trimmed request, hostile text untouched, for every combination of results', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, anyBehaviour, anyBehaviour, anyBehaviour, async (request, store, confirm, notify) => {
        const { submit, seen } = wire(store, confirm, notify)
        await submit(request)
        const t = (s: string) => s.trim()
        const trimmed = {
          name: t(request.name),
          email: t(request.email),
          phone: t(request.phone),
          address: t(request.address),
          message: t(request.message),
        }
        expect(seen.stored).toEqual([trimmed])
        expect(seen.confirmations).toEqual([trimmed])
        expect(seen.notifications).toEqual([trimmed])
        expect(seen.contexts.map((context) => context.submittedAt.toISOString())).toEqual(Array(3).fill('2026-11-22T10:00:00.000Z'))
      }),
      { numRuns: 300 },
    )
  })

  it('gives all three ports one submission id and page, and a retry the id it asks for', async () => {
    await fc.assert(
      fc.asyncProperty(
        validRequest,
        fc.option(fc.uuid(), { nil: undefined }),
        fc.constantFrom('/', '/services/access-control', '/nc/charlotte/video-doorbells'),
        async (request, retryOf, page) => {
          const { submit, seen } = wire('failed', 'failed', 'failed')
          const outcome = await submit(request, { submissionId: retryOf, page })
          const ids = new Set(seen.contexts.map((context) => context.submissionId))
          expect(ids.size).toBe(1)
          expect(seen.contexts.every((context) => context.page === page)).toBe(true)
          const id = [...ids][0]
          expect(id).toBe(retryOf ?? 'new-submission-1')
          expect(outcome).toMatchObject({ kind: 'nothing-sent', submissionId: id })
        },
      ),
      { numRuns: 100 },
    )
  })

  it('runs no step at all for a request that fails validation', async () => {
    const notText = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.constant('   '), fc.constant(''))
    const junk = fc.oneof(
      fc.record({
        name: notText,
        email: fc.constant(valid.email),
        phone: fc.constant(valid.phone),
        address: fc.constant(valid.address),
        message: fc.constant(valid.message),
      }),
      fc.constantFrom(
        { ...valid, email: 'a@b' },
        { ...valid, phone: '12' },
        { ...valid, name: 'Ann\u0007' },
        { ...valid, name: 'Visit www.spam.example' },
        { ...valid, website: 'https://bot.example' },
      ),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(junk, async (input) => {
        const { submit, seen } = wire('succeeded', 'succeeded', 'succeeded')
        const outcome = await submit(input)
        expect(outcome.kind).toBe('invalid')
        expect(shouldCloseAndClear(outcome)).toBe(false)
        expect(outcomeToast(outcome)).toBeUndefined()
        expect(seen.events).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('turns a failure outside every step into a Submission Error that keeps the dialog open', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, fc.string(), async (request, reason) => {
        const submit = createSubmitQuote({
          newSubmissionId: () => 'unused-submission',
          now: () => {
            throw new Error(reason)
          },
          store: { saveSubmission: async () => ({ ok: true }) },
          confirmationNotifier: { sendConfirmation: async () => ({ delivered: true }) },
          ownerNotifier: { sendNotification: async () => ({ delivered: true }) },
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
