import type { RequestHandler, Response } from 'express'
import { addLogFields } from './relay-error'

/**
 * No quote request waits longer than this for an answer, whatever the database or the mail server
 * does (a frozen PostgreSQL, an SMTP server that accepts and never speaks): 4 s leaves a second of
 * the 5 s the site promises for the network and a busy machine.
 */
export const answerDeadlineMs = 4_000

/** Whatever the work still does after the deadline, its own answer is dropped: one was sent. */
function muteLaterAnswers(res: Response): void {
  const ignore = () => res
  Object.assign(res, { status: ignore, set: ignore, setHeader: ignore, json: ignore, send: ignore, end: ignore })
}

/**
 * Starts the endpoint's clock. If the work has not answered by the deadline, `late` answers in
 * its place, honestly (the lead was not stored yet; the mail is not sent yet), and the work goes
 * on: a lead may still be stored and a mail still sent, and the visitor's retry with the same
 * key finds them.
 */
export function answerWithin(late: (res: Response) => void, deadlineMs: number = answerDeadlineMs): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return
      addLogFields(res, { late: true, deadlineMs })
      late(res)
      muteLaterAnswers(res)
    }, deadlineMs)
    const stop = () => clearTimeout(timer)
    res.once('finish', stop)
    res.once('close', stop)
    next()
  }
}
