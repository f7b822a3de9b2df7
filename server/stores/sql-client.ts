import type { InTransaction } from './migrations'

/** The little the relay needs from PostgreSQL or the embedded PGlite: say each query once. */
export interface SqlClient {
  readonly kind: 'postgresql' | 'pglite'
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  inTransaction: InTransaction
  close(): Promise<void>
}

export function describeDatabaseError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${error.message} (${code})` : error.message
  }
  return String(error)
}
