/**
 * Stops the build early, naming the variable, when an environment setting is bad; and stops a
 * build meant for deployment (`vike build`) that still holds a placeholder which would lose every
 * lead, unless ALLOW_PLACEHOLDERS=1 marks it as a local one (`npm start`, the tests, previews).
 */
import { SettingsError, buildSettings, readEnvSettings } from '../lib/content/settings.ts'
import { contentStore } from '../lib/content/store.ts'
import { placeholderProblems } from '../lib/content/placeholderSettings.ts'

export function checkBuildSettings({ deploy }: { deploy: boolean }): void {
  try {
    readEnvSettings()
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`\nBuild setting error: ${error.message}\n\n`)
      process.exit(1)
    }
    throw error
  }
  if (!deploy || process.env.ALLOW_PLACEHOLDERS === '1') return
  const problems = placeholderProblems(buildSettings(contentStore().site))
  if (!problems.length) return
  process.stderr.write(
    `\nThis build would be published with placeholder settings, so leads would be lost:\n${problems.map((p) => `  - ${p}\n`).join('')}` +
      'Set them as README.md "Deploying" says. For a local build (a preview, the tests), run it with ALLOW_PLACEHOLDERS=1.\n\n',
  )
  process.exit(1)
}
