/** The unit half of `npm run test:spec`: counts of the real content that the specification fixes (tests/spec/*.test.ts). */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { include: ['tests/spec/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
})
