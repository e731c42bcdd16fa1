/**
 * `npm run screenshots`: pictures of the pages and their states to look at (tests/shots, written to
 * tests/screenshots/, not committed), on demand, against the same build and server as the browser
 * tests. Nothing here is part of `npm test`: the layout gate and axe judge every page there.
 */
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

export default defineConfig({ ...base, testDir: 'tests/shots', testMatch: '**/*.spec.ts' })
