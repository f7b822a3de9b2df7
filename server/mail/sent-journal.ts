import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What this relay has handed to the mail server, written to a file in DATA_DIR the moment the
 * SMTP transaction completes and before the outbox row is marked sent. If the database stops in
 * between, the row stays "waiting"; when it is claimed again (after the lease, or after a
 * restart on the same DATA_DIR) the journal says it went, and the relay marks it sent instead of
 * sending it twice. The remaining gap (docs/decisions/0006): a crash inside the SMTP transaction
 * itself, or another relay on the same PostgreSQL with its own DATA_DIR claiming the row.
 */
export interface SentJournal {
  /** The Message-ID the mail went out with, if this relay sent it. */
  sent(submissionKey: string, kind: string): string | undefined
  record(submissionKey: string, kind: string, messageId: string): void
}

/** Entries kept when the file is read at start: far more than mails in flight during any outage. */
const keptEntries = 20_000

export function openSentJournal(dataDir: string): SentJournal {
  const file = path.join(dataDir, 'outbox-sent.jsonl')
  mkdirSync(dataDir, { recursive: true })
  const entries = new Map<string, string>()
  const keyOf = (submissionKey: string, kind: string) => `${submissionKey}\0${kind}`
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    // No journal yet.
  }
  for (const line of text.split('\n').slice(-keptEntries)) {
    try {
      const entry = JSON.parse(line) as { key: string; kind: string; messageId: string }
      entries.set(keyOf(entry.key, entry.kind), entry.messageId)
    } catch {
      // A line cut short by a crash: the mail it would name was never confirmed sent.
    }
  }
  return {
    sent: (submissionKey, kind) => entries.get(keyOf(submissionKey, kind)),
    record(submissionKey, kind, messageId) {
      entries.set(keyOf(submissionKey, kind), messageId)
      // Synchronous append: on disk before the relay goes on to mark the row or answer.
      appendFileSync(file, `${JSON.stringify({ key: submissionKey, kind, messageId, at: new Date().toISOString() })}\n`)
    },
  }
}
