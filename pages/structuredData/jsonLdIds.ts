/** The `@id`s that tie the pages' JSON-LD together: one for the firm, one for each office, whichever page describes it. */
export const firmId = (siteUrl: string): string => `${siteUrl}/#firm`
export const officeId = (siteUrl: string, office: string): string => `${siteUrl}/#office-${office}`
