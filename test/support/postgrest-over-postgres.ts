import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'

export interface PostgrestOverPostgres {
  readonly url: string
  readonly requests: { method: string; path: string; status: number }[]
  close(): Promise<void>
}

const tables = new Set(['contact_submissions', 'quote_step_failures'])
const identifier = /^[a-z_][a-z0-9_]*$/

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/** PostgREST answers 42501 for the anon role with 401, as its error table says. */
function statusFor(code: string | undefined): number {
  if (code === '42501') return 401
  if (code === '42P01') return 404
  return 400
}

/**
 * Supabase's REST endpoint for one table, as far as the setup and the live check use it: the
 * apikey and Bearer headers, POST of one object or an array (each key a column) and GET with
 * `select` and `limit`, each run as the anon role in its own transaction on a real PostgreSQL,
 * so row-level security and the privileges decide, as they do behind PostgREST.
 */
export async function startPostgrestOverPostgres(databaseUrl: string, anonKey: string): Promise<PostgrestOverPostgres> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  // An idle connection the server ends (57P01 as PostgreSQL shuts down while the pool is closing)
  // is re-emitted on the pool, and unheard it ends the test process. A request's own query errors
  // still reach its answer.
  pool.on('error', () => undefined)
  // A checked-out client has no pool listener; its loss reaches the request as a failed query.
  pool.on('connect', (client) => client.on('error', () => undefined))
  const requests: PostgrestOverPostgres['requests'] = []
  const server = createServer((request, response) => {
    const answer = (status: number, body?: unknown) => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', status })
      response.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1]
      if (request.headers.apikey !== anonKey || request.headers.authorization !== `Bearer ${anonKey}`)
        return answer(401, { message: 'Invalid API key' })
      if (!table || !tables.has(table)) return answer(404, { code: 'PGRST205', message: `Could not find the table 'public.${table}'` })
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query('set local role anon')
        if (request.method === 'POST') {
          const parsed = JSON.parse(await readBody(request)) as Record<string, unknown> | Record<string, unknown>[]
          const rows = Array.isArray(parsed) ? parsed : [parsed]
          const columns = url.searchParams.get('columns')?.split(',') ?? Object.keys(rows[0] ?? {})
          if (!columns.every((column) => identifier.test(column))) return answer(400, { message: 'bad column' })
          if (rows.length > 0) {
            const params: unknown[] = []
            const tuples = rows.map((row) => `(${columns.map((column) => `$${params.push(row[column] ?? null)}`).join(', ')})`)
            await client.query(`insert into public.${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params)
          } else {
            // PostgREST inserts from a SELECT over the body: an empty list still needs the insert right.
            await client.query(
              `insert into public.${table} (${columns.join(', ')}) select ${columns.map(() => 'null').join(', ')} where false`,
            )
          }
          await client.query('commit')
          return answer(201)
        }
        if (request.method === 'GET') {
          const select = (url.searchParams.get('select') ?? '*').split(',')
          if (!select.every((column) => column === '*' || identifier.test(column))) return answer(400, { message: 'bad select' })
          const limit = Number(url.searchParams.get('limit') ?? 1000)
          const { rows } = await client.query(
            `select ${select.join(', ')} from public.${table} limit ${Math.max(0, Math.min(limit, 1000))}`,
          )
          await client.query('commit')
          return answer(200, rows)
        }
        return answer(405, { message: 'method not allowed' })
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        const code = (error as { code?: string }).code
        return answer(statusFor(code), { code, details: null, hint: null, message: (error as Error).message })
      } finally {
        // An early answer leaves the transaction open; after a commit this is a no-op.
        await client.query('rollback').catch(() => undefined)
        client.release()
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await pool.end()
    },
  }
}
