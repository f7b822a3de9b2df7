import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './free-port'

/** A message as the server saw it: the parsed mail plus the SMTP envelope and raw source. */
export type ReceivedMessage = ParsedMail & {
  readonly envelope: { readonly mailFrom: string | undefined; readonly rcptTo: readonly string[] }
  readonly raw: string
}

export interface StartSmtpServerOptions {
  /** Require AUTH PLAIN/LOGIN with these credentials (allowed without TLS on loopback). */
  readonly auth?: { readonly user: string; readonly pass: string }
  /** Refuse RCPT TO for addresses this returns true for, with 550 (or `rejectRecipientCode`), quoting the address as real servers do. */
  readonly rejectRecipient?: (address: string) => boolean
  /** The reply code of those refusals: 550 (for good) by default, 450/451 for "try later"; or one by address. */
  readonly rejectRecipientCode?: number | ((address: string) => number)
  /** Take the message body but never answer it, like a server stuck mid-DATA. */
  readonly stallData?: boolean
  /** Answer each message's DATA this long after it arrives, like a slow server that does deliver. */
  readonly dataDelayMs?: number
  /** Accept and count messages without parsing them (a load test's sink). */
  readonly discard?: boolean
  /** Listen on this port instead of a free one (to bring a "down" server up where a relay expects it). */
  readonly port?: number
}

export interface RunningSmtpServer {
  /** e.g. smtp://127.0.0.1:2525 (no credentials; add them yourself when `auth` is set). */
  readonly url: string
  readonly port: number
  /** Every accepted message, in arrival order. */
  readonly messages: ReceivedMessage[]
  /** Connections that failed mid-transaction, e.g. a client killed with kill -9 (ECONNRESET). */
  readonly connectionErrors: NodeJS.ErrnoException[]
  /** Resolves once at least `count` messages have arrived, or rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>
  /** How many transactions have reached DATA: with `stallData`, how many sends now hang there. */
  dataStarted(): number
  stop(): Promise<void>
}

/**
 * An SMTP server on loopback that keeps what it receives. STARTTLS is disabled because the
 * library's built-in certificate has expired; plain SMTP on 127.0.0.1 is all a test needs.
 */
export async function startSmtpServer(options: StartSmtpServerOptions = {}): Promise<RunningSmtpServer> {
  const messages: ReceivedMessage[] = []
  let dataStarted = 0
  const connectionErrors: NodeJS.ErrnoException[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const expected = options.auth
      if (expected && auth.username === expected.user && auth.password === expected.pass) {
        return callback(null, { user: auth.username })
      }
      return callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const { rejectRecipientCode: codeOf = 550 } = options
        const code = typeof codeOf === 'number' ? codeOf : codeOf(address.address)
        const refusal = Object.assign(new Error(`${code >= 500 ? '5.1.1' : '4.2.1'} <${address.address}>: Mailbox unavailable`), {
          responseCode: code,
        })
        return callback(refusal)
      }
      callback()
    },
    onData(stream, session, callback) {
      dataStarted += 1
      if (options.stallData) {
        stream.resume()
        return
      }
      if (options.discard) {
        stream.resume()
        stream.on('end', () => callback())
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw)
          .then((parsed) => {
            const mailFrom = session.envelope.mailFrom
            const accept = () => {
              messages.push(
                Object.assign(parsed, {
                  envelope: {
                    mailFrom: mailFrom ? mailFrom.address : undefined,
                    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                  },
                  raw,
                }),
              )
              for (const wake of waiters) wake()
              callback()
            }
            if (options.dataDelayMs) setTimeout(accept, options.dataDelayMs)
            else accept()
          })
          .catch(callback)
      })
    },
  })

  const port = options.port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // smtp-server re-emits a client's socket error on the server once a transaction has begun;
  // with no listener that is an uncaught exception in whichever test is running.
  server.on('error', (error: NodeJS.ErrnoException) => connectionErrors.push(error))

  const waitForMessages = (count: number, timeoutMs = 10_000) =>
    new Promise<ReceivedMessage[]>((resolve, reject) => {
      const check = () => {
        if (messages.length < count) return false
        waiters.delete(check)
        clearTimeout(timer)
        resolve(messages.slice())
        return true
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`Expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`))
      }, timeoutMs)
      if (!check()) waiters.add(check)
    })

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    connectionErrors,
    waitForMessages,
    dataStarted: () => dataStarted,
    stop: () =>
      new Promise<void>((resolve) => {
        // A stalled session would hold close() open for ever.
        const force = setTimeout(resolve, 1_000)
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
      }),
  }
}
