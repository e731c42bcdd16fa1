import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { leadTargetPlugin } from './scripts/vite-plugin-lead-target.ts'
import { testFilesByIsolation } from './tests/testIsolation.ts'

// Files that leave nothing behind share their worker's modules, and so the content read once per
// worker; the rest run isolated (tests/testIsolation.ts decides which, from each file's source).
const { shared, isolated } = testFilesByIsolation('tests/unit')

export default defineConfig({
  // Components that send leads import the build's lead target (pages' bodies render them).
  plugins: [leadTargetPlugin()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // The slowest setup (reading the whole content once, tests/unit/spanishSiteFacts.test.ts) takes
    // a few seconds idle and several times that on a loaded machine: 10 s, the default, was too short.
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
})
