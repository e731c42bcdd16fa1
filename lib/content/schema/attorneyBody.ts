/** What the site expects of an attorney's MDX body (content/attorneys/*.mdx). */

/** The `##` heading that starts the credentials list at the end of the body. */
export const CREDENTIALS_HEADING = 'Professional Credentials'

/** The element the credentials part is wrapped in at compile time (compile/remarkAttorneyCredentials.ts). */
export const CREDENTIALS_ELEMENT = 'AttorneyCredentials'
