import { defineConfig } from 'vitest/config'
import { leadTargetPlugin } from './scripts/vite-plugin-lead-target.ts'

export default defineConfig({
  // Components that send leads import the build's lead target (pages' bodies render them).
  plugins: [leadTargetPlugin()],
  test: { include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
})
