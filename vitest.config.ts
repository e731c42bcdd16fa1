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
    // The slowest honest setup is a first read of the whole content that compiles every body (cold
    // cache): about 5 s of CPU, 20 s measured with the load average at 30 on 2 cores; the test that
    // reads the content first pays it. The default hook timeout of 10 s skipped all of photo-errors'
    // tests twice, when its setup still drew photo-like pictures; 30 s for a test timed out in the same
    // runs. The timeouts catch a hang, not a slow test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Vitest queues the projects by name, each longest file first: 'pure' comes first, so its longest
    // file (the search test) starts at once rather than last.
    projects: [
      { extends: true, test: { name: 'pure', include: shared, isolate: false } },
      { extends: true, test: { name: 'side-effects', include: isolated } },
    ],
  },
})
