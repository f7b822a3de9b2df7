import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { InTransaction } from './migrations'
import type { SqlClient } from './sql-client'

interface Answer {
  readonly id: number
  readonly rows?: unknown[]
  readonly error?: { readonly message: string; readonly code?: string }
}

/** The worker's program, a real module beside this one (linted, and type-checked through JSDoc). */
const workerModule = new URL('./pglite-worker.mjs', import.meta.url)

/**
 * The embedded database in a worker thread, behind the same SqlClient the relay store uses for
 * PostgreSQL. Statements run in the order they are sent.
 */
export async function openPgliteWorkerSqlClient(dataDir: string, startParams: readonly string[]): Promise<SqlClient> {
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  const worker = new Worker(workerModule, { workerData: { moduleUrl, dataDir, startParams: [...startParams] } })
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>()
  let nextId = 0
  let closed = false

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the embedded database exited (${code}) before it was ready`)))
    worker.once('message', (message: { failed?: string }) => (message.failed ? reject(new Error(message.failed)) : resolve()))
  })
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id)
    if (!waiting) return
    pending.delete(answer.id)
    if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }))
    else waiting.resolve(answer.rows ?? [])
  })
  worker.on('exit', () => {
    closed = true
    for (const waiting of pending.values()) waiting.reject(new Error('The embedded database is closed.'))
    pending.clear()
  })

  function send(kind: 'query' | 'exec' | 'close', sql?: string, params?: readonly unknown[]): Promise<unknown[]> {
    if (closed) return Promise.reject(new Error('The embedded database is closed.'))
    const id = (nextId += 1)
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, kind, sql, params: params ? [...params] : undefined })
    })
  }

  // PGlite has one connection: a statement sent while a transaction is open would run inside it,
  // and its rollback would take that statement too (another visitor's lead, say). So while a
  // transaction runs, everyone else's statements wait for it to end; those sent before it began
  // are ahead of it in the worker's queue and finish first.
  let transactionEnded: Promise<void> | undefined
  async function outsideTransactions(): Promise<void> {
    while (transactionEnded) await transactionEnded
  }

  const inTransaction: InTransaction = async (work) => {
    await outsideTransactions()
    let end!: () => void
    transactionEnded = new Promise((resolve) => (end = resolve))
    try {
      await send('exec', 'begin')
      try {
        const result = await work({
          query: async <Row>(sql: string, params?: readonly unknown[]) => (await send('query', sql, params)) as Row[],
          execScript: async (sql) => {
            await send('exec', sql)
          },
        })
        await send('exec', 'commit')
        return result
      } catch (error) {
        await send('exec', 'rollback').catch(() => undefined)
        throw error
      }
    } finally {
      transactionEnded = undefined
      end()
    }
  }

  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      await outsideTransactions()
      return (await send('query', sql, params)) as Row[]
    },
    inTransaction,
    async close() {
      if (closed) return
      await send('close').catch(() => undefined)
      await worker.terminate()
      closed = true
    },
  }
}
