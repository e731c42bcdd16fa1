/** Stops the build early, naming the variable, when an environment setting is bad. */
import { readEnvSettings, SettingsError } from '../content/settings.ts'

export function checkBuildSettings(): void {
  try {
    readEnvSettings()
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`\nBuild setting error: ${error.message}\n\n`)
      process.exit(1)
    }
    throw error
  }
}
