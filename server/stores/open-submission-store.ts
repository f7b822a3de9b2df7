import path from 'node:path'
import type { Logger } from 'pino'
import type { RelayConfig } from '../config'
import { openPgSubmissionStore } from './pg-submission-store'
import { openPgliteSubmissionStore } from './pglite-submission-store'
import type { SubmissionStore } from './submission-store'

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite embedded under DATA_DIR/pglite. */
export function openSubmissionStore(config: RelayConfig, logger?: Logger): Promise<SubmissionStore> {
  if (config.databaseUrl) return openPgSubmissionStore({ connectionString: config.databaseUrl, logger })
  return openPgliteSubmissionStore({ dataDir: path.join(config.dataDir, 'pglite') })
}
