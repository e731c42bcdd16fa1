/**
 * Usage: tsx scripts/ensure-chromium.ts
 * Makes sure Chromium is there for the browser tests: installs Debian's package when it can
 * (root with apt-get), otherwise stops with one sentence saying what to install.
 */
import { execSync } from 'node:child_process'
import { chromiumPath } from './chromium.ts'

if (!chromiumPath()) {
  const canApt =
    process.getuid?.() === 0 &&
    (() => {
      try {
        execSync('command -v apt-get', { stdio: 'ignore' })
        return true
      } catch {
        return false
      }
    })()
  if (canApt) {
    console.log("Chromium not found: installing Debian's chromium package...")
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  }
  if (!chromiumPath()) {
    console.error(
      'The browser tests need Chromium: install it (on Debian or Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.',
    )
    process.exit(1)
  }
}
