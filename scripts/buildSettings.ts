/**
 * Stops the build early, naming the variable, when an environment setting is bad; and stops a
 * build meant for deployment (`vike build`) that still holds a placeholder which would lose every
 * lead, unless ALLOW_PLACEHOLDERS=1 marks it as a local one (`npm start`, the tests, previews).
 */
import { SettingsError, buildSettings, readEnvSettings } from '../lib/content/settings.ts'
import { contentStore } from '../lib/content/store.ts'
import { placeholderProblems } from '../lib/content/placeholderSettings.ts'

/** What stops the build, as printed; undefined when its settings let it go ahead. */
export function buildSettingsRefusal({ deploy }: { deploy: boolean }, env = process.env): string | undefined {
  try {
    readEnvSettings(env)
  } catch (error) {
    if (error instanceof SettingsError) return `\nBuild setting error: ${error.message}\n\n`
    throw error
  }
  if (!deploy || env.ALLOW_PLACEHOLDERS === '1') return undefined
  const problems = placeholderProblems(buildSettings(contentStore().site, env))
  if (!problems.length) return undefined
  return (
    `\nThis build would be published with placeholder settings, so leads would be lost:\n${problems.map((p) => `  - ${p}\n`).join('')}` +
    'Set them as README.md "Deploying" says. For a local build (a preview, the tests), run it with ALLOW_PLACEHOLDERS=1.\n\n'
  )
}

export function checkBuildSettings({ deploy }: { deploy: boolean }): void {
  const refusal = buildSettingsRefusal({ deploy })
  if (refusal === undefined) return
  process.stderr.write(refusal)
  process.exit(1)
}
