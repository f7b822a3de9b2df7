import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const identityShape = /^[0-9a-f-]{36}$/

/**
 * This relay's name on the outbox's claims, kept in DATA_DIR so it survives a restart: claims
 * under it that are still held when the relay starts were left by its own previous process,
 * which is dead (one relay per DATA_DIR, as the sent journal beside it already assumes), and are
 * freed at once instead of after their lease. Other relays' claims are left to their leases.
 */
export function openRelayIdentity(dataDir: string): string {
  const file = path.join(dataDir, 'relay-id')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (identityShape.test(existing)) return existing
  } catch {
    // First start on this DATA_DIR.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const identity = randomUUID()
  writeFileSync(file, `${identity}\n`, { mode: 0o600 })
  return identity
}
