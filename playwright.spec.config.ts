/**
 * `npm run test:spec`: the page copy, counts and search examples the specification fixes
 * (tests/spec), against the same build and server as the browser tests of `npm test`.
 * Editors' pull requests run `npm test` only: correct content changes must not fail there.
 */
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

export default defineConfig({ ...base, testDir: 'tests/spec', testMatch: '**/*.spec.ts', projects: [{ name: 'spec' }] })
