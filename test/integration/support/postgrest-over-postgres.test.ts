import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../../support/postgres'
import { startPostgrestOverPostgres, type PostgrestOverPostgres } from '../../support/postgrest-over-postgres'

let postgres: RunningPostgres
let rest: PostgrestOverPostgres
let admin: pg.Client

beforeAll(async () => {
  postgres = await startPostgres({ database: 'rest_stand_in' })
  admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query('create role anon nologin; create table contact_submissions (name text); grant select on contact_submissions to anon')
  // A table the stand-in serves whose reading takes three seconds: time for the server to end it.
  await admin.query('create view quote_step_failures as select pg_sleep(3)::text as step; grant select on quote_step_failures to anon')
  rest = await startPostgrestOverPostgres(postgres.url, 'anon-key')
})

afterAll(async () => {
  await admin?.end()
  await rest?.close()
  await postgres?.stop()
})

const read = () =>
  fetch(`${rest.url}/rest/v1/contact_submissions?select=name`, { headers: { apikey: 'anon-key', authorization: 'Bearer anon-key' } })

describe('the PostgREST stand-in', () => {
  // One fresh-clone run failed on an uncaught 57P01 from the setup test's stand-in: its pool lost
  // an idle connection as PostgreSQL shut down, and an error no one listens for ends the process.
  it('outlives the server ending its idle connections, and answers the next request', async () => {
    expect((await read()).status).toBe(200)
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'rest_stand_in' and pid <> pg_backend_pid()")
    await expect.poll(async () => (await read()).status).toBe(200)
  })

  // A later fresh-clone run failed on the same error from a connection the pool had handed out:
  // a checked-out client has no pool listener, so its 'error' event ended the process.
  it('answers with an error when the server ends its connection in the middle of a request, and answers the next', async () => {
    const slow = fetch(`${rest.url}/rest/v1/quote_step_failures?select=step`, {
      headers: { apikey: 'anon-key', authorization: 'Bearer anon-key' },
    })
    await expect.poll(async () => (await admin.query("select 1 from pg_stat_activity where wait_event = 'PgSleep'")).rowCount).toBe(1)
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'rest_stand_in' and pid <> pg_backend_pid()")
    expect((await slow).status).toBe(400)
    await expect.poll(async () => (await read()).status).toBe(200)
  })
})
