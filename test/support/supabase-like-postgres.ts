import pg from 'pg'
import { startPostgres, type RunningPostgres } from './postgres'

export interface SupabaseLikePostgres {
  readonly postgres: RunningPostgres
  /** Connected as the database's owner, whom row-level security does not hold. */
  readonly owner: pg.Client
  /** Runs `sql` as `role` in a transaction that is always rolled back: the SQLSTATE it failed with, or 'ok'. */
  outcomeAs(role: string, sql: string, params?: unknown[]): Promise<string>
}

/**
 * A database as a new Supabase project has it before any migration: the roles exist, and every new
 * table, sequence and function in public is granted to them by default.
 */
export async function startSupabaseLikePostgres(database: string): Promise<SupabaseLikePostgres> {
  const postgres = await startPostgres({ database })
  const owner = new pg.Client({ connectionString: postgres.url })
  await owner.connect()
  await owner.query(`
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    alter default privileges in schema public grant all on tables to anon, authenticated;
    alter default privileges in schema public grant all on sequences to anon, authenticated;
    alter default privileges in schema public grant all on functions to anon, authenticated;
  `)
  async function outcomeAs(role: string, sql: string, params: unknown[] = []): Promise<string> {
    await owner.query('begin')
    try {
      await owner.query(`set local role ${role}`)
      await owner.query(sql, params)
      return 'ok'
    } catch (error) {
      return String((error as { code?: string }).code)
    } finally {
      await owner.query('rollback')
    }
  }
  return { postgres, owner, outcomeAs }
}
