// @ts-check
/**
 * The embedded database's thread: the whole program of the worker that
 * `pglite-worker-sql-client.ts` starts. PGlite runs Postgres synchronously, so on the relay's
 * event loop every query would stop HTTP work; in its own thread it has the second core.
 * Messages are handled one at a time, in order: PGlite has one connection, and a transaction's
 * statements must not interleave with anyone else's. (JavaScript, checked by TypeScript through
 * JSDoc: a worker's entry cannot be TypeScript on Node 20.)
 */
import { parentPort, workerData } from 'node:worker_threads'
import { keepFilesOwnerOnly } from './pglite-owner-only-fs.mjs'

/** @typedef {{ id: number, kind: 'close' | 'exec' | 'query', sql?: string, params?: unknown[] }} Request */

/** @param {unknown} error */
const describe = (error) => ({
  message: String((error instanceof Error && error.message) || error),
  code: /** @type {{ code?: string }} */ (error ?? {}).code,
})

async function main() {
  if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread')
  const port = parentPort
  const { moduleUrl, dataDir, startParams } = /** @type {{ moduleUrl: string, dataDir: string, startParams: string[] }} */ (workerData)
  // A worker cannot set the process's umask; its own fs calls keep the files to their owner.
  keepFilesOwnerOnly()
  const { PGlite } = await import(moduleUrl)
  const db = await PGlite.create(dataDir, { startParams })
  let chain = Promise.resolve()
  port.on('message', (/** @type {Request} */ request) => {
    chain = chain.then(async () => {
      try {
        if (request.kind === 'close') {
          await db.close()
          port.postMessage({ id: request.id, rows: [] })
        } else if (request.kind === 'exec') {
          await db.exec(request.sql)
          port.postMessage({ id: request.id, rows: [] })
        } else {
          const result = await db.query(request.sql, request.params)
          port.postMessage({ id: request.id, rows: result.rows })
        }
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) })
      }
    })
  })
  port.postMessage({ ready: true })
}

main().catch((error) => parentPort?.postMessage({ failed: String((error instanceof Error && error.message) || error) }))
