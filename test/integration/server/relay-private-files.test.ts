import { execFileSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { startRelayProcess } from '../../support/relay-process'
import { pathsOpenToOthers } from '../../support/paths-open-to-others'
import { seededDataDir } from '../../support/seeded-data-dir'
import { notificationBody, submissionBody } from './relay-harness'
import { useCleanups } from '../../support/cleanups'

const owner = 'owner.desk@installer.internal'
const cleanups = useCleanups(afterEach)

describe('the relay keeps DATA_DIR private to its owner', () => {
  it('leaves no path under DATA_DIR readable by group or others, even started with umask 0 on files left open by an older version', async () => {
    const dataDir = await seededDataDir('relay-private-')
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    execFileSync('chmod', ['-R', 'a+rwX', dataDir])

    const relay = await startRelayProcess({ DATA_DIR: dataDir, OWNER_EMAIL: owner, LOG_LEVEL: 'warn' }, { umask: 0 })
    cleanups.push(() => relay.stop())
    const post = (pathname: string, body: unknown) =>
      fetch(`${relay.baseUrl}${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: crypto.randomUUID() },
        body: JSON.stringify(body),
      })
    expect((await post(relayPaths.submissions, submissionBody())).status).toBe(201)
    expect((await post(relayPaths.notifications, notificationBody(owner))).status).toBe(200)

    expect(await pathsOpenToOthers(dataDir)).toEqual([])
    await relay.stop()
    // What PGlite writes while closing (a checkpoint, the control file) is owner-only too.
    expect(await pathsOpenToOthers(dataDir)).toEqual([])
  }, 120_000)
})
