import type { Request, RequestHandler, Response } from 'express'
import type { RelayErrorBody } from '../../src/quote/relay-api'
import { addLogFields } from './relay-error'

/**
 * No quote request waits longer than this for an answer, counted from when the relay first sees
 * it, whatever the database or the mail server does (a frozen PostgreSQL, an SMTP server that
 * accepts and never speaks). The site promises 5 s from the visitor's side; the other 2 s are
 * for what the relay cannot see or hurry: bytes waiting in the kernel while a busy host does not
 * run the relay, a timer that fires late on a starved process, writing the answer, the network.
 * It is also under the browser's own 4 s per step (src/quote/domain/step-deadline.ts), so the
 * visitor's browser hears the relay's honest answer rather than giving up first.
 */
export const answerDeadlineMs = 3_000

/** When the relay first saw each request, by the monotonic clock. */
const arrivals = new WeakMap<Request, number>()

/**
 * Starts every quote request's clock the moment the relay sees it, before the rest of the
 * chain runs (CORS, routing, the rate counter), so whatever they take counts against the
 * deadline. Mount it first.
 */
export const startAnswerClock: RequestHandler = (req, _res, next) => {
  if (!arrivals.has(req)) arrivals.set(req, performance.now())
  next()
}

/** Whatever the work still does after the deadline, its own answer is dropped: one was sent. */
function muteLaterAnswers(res: Response): void {
  const ignore = () => res
  Object.assign(res, { status: ignore, set: ignore, setHeader: ignore, json: ignore, send: ignore, end: ignore })
}

/**
 * A body still arriving at the deadline is a client holding a connection, not a relay being slow:
 * it hears 408 and its connection is closed, so it cannot keep the connection, and the file it
 * costs, for longer (decision 0035). Written without waiting for the rest of the body, which may
 * never come.
 */
function answerOverdueBody(req: Request, res: Response): void {
  addLogFields(res, { code: 'request_timeout', late: true, deadlineMs: answerDeadlineMs })
  const body: RelayErrorBody = {
    error: { code: 'request_timeout', message: `The request body did not arrive within ${answerDeadlineMs / 1000} s. Please try again.` },
  }
  res.once('finish', () => req.socket.destroySoon())
  res.status(408).set('Connection', 'close').json(body)
}

/**
 * If the work has not answered by the deadline, counted from the request's arrival
 * (`startAnswerClock`, or now if it did not run), `late` answers in its place, honestly (the
 * lead was not stored yet; the mail is not sent yet), and the work goes on: a lead may still be
 * stored and a mail still sent, and the visitor's retry with the same key finds them.
 */
export function answerWithin(late: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const waited = performance.now() - (arrivals.get(req) ?? performance.now())
    const timer = setTimeout(
      () => {
        if (res.headersSent) return
        if (!req.complete) answerOverdueBody(req, res)
        else {
          addLogFields(res, { late: true, deadlineMs: answerDeadlineMs })
          late(res)
        }
        muteLaterAnswers(res)
      },
      Math.max(0, answerDeadlineMs - waited),
    )
    const stop = () => clearTimeout(timer)
    res.once('finish', stop)
    res.once('close', stop)
    next()
  }
}
