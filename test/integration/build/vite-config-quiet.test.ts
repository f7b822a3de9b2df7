import path from 'node:path'
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

describe('vite.config.ts', () => {
  it('loads without a warning from Vite (every build and every `npm start` that builds printed one)', async () => {
    const warnings: string[] = []
    const logger = createLogger('warn')
    const customLogger = {
      ...logger,
      warn: (message: string) => void warnings.push(message),
      warnOnce: (message: string) => void warnings.push(message),
    }
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production', isSsrBuild: true },
      path.join(root, 'vite.config.ts'),
      root,
      'warn',
      customLogger,
    )
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0)
    expect(warnings).toEqual([])
  }, 60_000)
})
