/** What the site expects of an attorney's MDX body (content/attorneys/*.mdx and its Spanish file in content/es/attorneys/). */
import type { Language } from './language.ts'

/**
 * The `##` heading that starts the credentials list at the end of the body, as the bios of each
 * language write it: the check asks every bio for it, and the box begins there.
 */
export const CREDENTIALS_HEADING: Readonly<Record<Language, string>> = {
  en: 'Professional Credentials',
  es: 'Credenciales profesionales',
}

/** The element the credentials part is wrapped in at compile time (compile/credentialsBox.ts). */
export const CREDENTIALS_ELEMENT = 'AttorneyCredentials'
