/**
 * The unit half of `npm run test:spec`: counts of the real content that the specification fixes
 * (tests/spec/*.test.ts). Its checks of the built HTML (tests/spec/built) need the build: they run
 * after it, in the `spec-built` project of vitest.built.config.ts (scripts/test-e2e.ts).
 */
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/spec/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'tests/spec/built/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
