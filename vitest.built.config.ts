/**
 * The tests of the built site's HTML (no browser): they read dist/client, so scripts/test-e2e.ts
 * runs them after the build and before Playwright. `built`: tests/built (part of `npm test`);
 * `spec-built`: tests/spec/built (part of `npm run test:spec`). Each worker parses a page once and
 * keeps it for every file it runs (isolate: false; the files share only that cache).
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    maxWorkers: 2,
    isolate: false,
    projects: [
      { extends: true, test: { name: 'built', include: ['tests/built/**/*.test.ts'] } },
      { extends: true, test: { name: 'spec-built', include: ['tests/spec/built/**/*.test.ts'] } },
    ],
  },
})
