import { defineConfig } from 'vitest/config'
import { ownerContentPlugin } from './scripts/build/owner-content-plugin.ts'
import { testNodeFlags } from './test/support/test-node-flags.ts'

const slow = { testTimeout: 60_000, hookTimeout: 180_000 }

// The unit tests' lane shares two cores with four others, two at a higher priority
// (scripts/testing/run-tests.ts): a test of 0.4 s of CPU took 2.9 s there, and one of 0.9 s 5.3 s, past
// vitest's default of 5 s. No unit test measures time, so the limit only catches a test that hangs.
const sharedLane = { testTimeout: 30_000 }

// Tests that read the build of a whole copy of the project: CPU-bound, run last in their lane (scripts/testing/run-tests.ts).
const projectCopyBuilds = [
  'test/integration/build/rename-business.test.ts',
  'test/integration/build/owner-photos.test.ts',
  'test/integration/build/static-hosts.test.ts',
  'test/integration/build/own-services.test.ts',
  'test/integration/build/start-after-build.test.ts',
  'test/integration/build/honest-business.test.ts',
]

// Unit tests that mock modules or watch which modules load: each needs a module graph of its own.
const moduleGraphTests = [
  'test/unit/di/vendor-sdk-loading.test.ts',
  'test/unit/di/create-quote-container.test.ts',
  'test/unit/quote/quote-dialog-context.test.tsx',
]

export default defineConfig({
  // Content modules import the owner's files as the build does (scripts/build/owner-content-plugin.ts).
  plugins: [ownerContentPlugin()],
  test: {
    // Test workers open PGlite databases that live seconds: see test/support/test-node-flags.ts.
    execArgv: [...testNodeFlags],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/property/**/*.test.ts'],
          exclude: moduleGraphTests,
          environment: 'node',
          ...sharedLane,
          // Pure functions over the content and the core: files share workers and loaded modules
          // instead of a new process each, which cost more CPU than the tests (docs/benchmarks.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: moduleGraphTests,
          environment: 'node',
          ...sharedLane,
          // A group of its own (see the contract tests'): its files start a process each, and between
          // two files of a shared worker they would end that worker.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          environment: 'node',
          // One worker loads the relay's and the adapters' modules once for every file instead of a
          // process a file: no contract test mocks a module, and each puts back the globals it stubs.
          fileParallelism: false,
          isolate: false,
          // In one group with other projects, vitest gives a project's files one worker only while
          // they come one after another in its queue, which orders them by size and time, not by
          // project: a group of its own keeps one worker for every file.
          sequence: { groupOrder: 2 },
          ...slow,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: projectCopyBuilds,
          environment: 'node',
          fileParallelism: false,
          // One file at a time in one worker: each file starting a process of its own and
          // loading PGlite and the relay's modules again cost more CPU than many of the tests.
          // No integration test mocks a module or changes process.env.
          isolate: false,
          ...slow,
        },
      },
      {
        // CPU-bound: scripts/testing/run-tests.ts runs them after the unit and contract tests of their
        // lane (a later group).
        extends: true,
        test: {
          name: 'build',
          include: projectCopyBuilds,
          // One build of a second business, read by every one of these files (a build is about 40 s of CPU).
          globalSetup: ['test/integration/build/support/second-business-build.ts'],
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          ...slow,
        },
      },
    ],
  },
})
