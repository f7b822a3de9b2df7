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

/** Statements whose parameter types are known; the relay's SQL is a fixed set of texts. */
const knownStatementLimit = 500

/**
 * `db.query` in one call into the database instead of six. PGlite's own `query` sends Parse,
 * Describe, Bind, Describe, Execute and Sync as six calls into Postgres, each a trip through
 * WebAssembly and its output parser, and describes the statement every time to learn how to
 * write its parameters. Here each statement text is described once; after that Parse (with those
 * types), Bind, Describe, Execute and Sync go in as one message, serialized and parsed by PGlite's
 * own protocol code, with the parameters written by PGlite's own serializers: the same rows, the
 * same errors (a failed statement throws its DatabaseError, code and all), in about three quarters
 * of the time (docs/benchmarks.md).
 *
 * @param {any} db the PGlite instance
 * @param {any} pglite the PGlite module: its `protocol` and `parse` exports
 * @returns {(sql: string, params: readonly unknown[]) => Promise<unknown[]>}
 */
function pipelinedQuery(db, pglite) {
  const { serialize } = pglite.protocol
  const { parseResults } = pglite.parse
  /** @type {Map<string, number[]>} */
  const parameterTypes = new Map()

  /** @param {string} sql */
  async function typesOf(sql) {
    let types = parameterTypes.get(sql)
    if (!types) {
      const described = await db.describeQuery(sql)
      types = /** @type {{ dataTypeID: number }[]} */ (described.queryParams).map((param) => param.dataTypeID)
      if (parameterTypes.size >= knownStatementLimit) parameterTypes.clear()
      parameterTypes.set(sql, types)
    }
    return types
  }

  return async (sql, params) => {
    const types = params.length > 0 ? await typesOf(sql) : []
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const write = db.serializers[/** @type {number} */ (types[i])]
      return write ? write(value) : String(value)
    })
    const message = Buffer.concat([
      serialize.parse({ text: sql, types }),
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ])
    const { messages } = await db.execProtocol(message, { syncToFs: false })
    await db.syncToFs()
    return parseResults(messages, db.parsers)[0]?.rows ?? []
  }
}

async function main() {
  if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread')
  const port = parentPort
  const { moduleUrl, dataDir, startParams } = /** @type {{ moduleUrl: string, dataDir: string, startParams: string[] }} */ (workerData)
  // A worker cannot set the process's umask; its own fs calls keep the files to their owner.
  keepFilesOwnerOnly()
  const pglite = await import(moduleUrl)
  const db = await pglite.PGlite.create(dataDir, { startParams })
  const query = pipelinedQuery(db, pglite)
  let chain = Promise.resolve()
  port.on('message', (/** @type {Request} */ request) => {
    chain = chain.then(async () => {
      try {
        if (request.kind === 'close') await db.close()
        if (request.kind === 'exec') await db.exec(request.sql)
        const rows = request.kind === 'query' ? await query(request.sql ?? '', request.params ?? []) : []
        port.postMessage({ id: request.id, rows })
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) })
      }
    })
  })
  port.postMessage({ ready: true })
}

main().catch((error) => parentPort?.postMessage({ failed: String((error instanceof Error && error.message) || error) }))
