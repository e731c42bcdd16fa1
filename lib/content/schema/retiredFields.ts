/**
 * Fields a YAML file once held and the site no longer reads, each with the sentence that says why
 * and what to do. Left in a file, such a field is refused at its line in these words rather than as
 * an unknown field (lib/content/read/describeIssue.ts), in `npm run check` and the editor alike.
 */

/** Where leads go is the build's setting, never content (README "Deploying"). */
const LEAD_DESTINATION =
  "is no longer read: where the forms send leads is decided by the host's settings when the site is built, never by a content file. Delete this line (and the lines indented under it); the account and form ids are set by whoever deploys the site, in HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID."

const retired = new WeakMap<object, Readonly<Record<string, string>>>()

/** Marks top-level fields of `schema` as retired, each with its sentence (after the field's name). */
export function retireFields(schema: object, fields: Readonly<Record<string, string>>): void {
  retired.set(schema, fields)
}

/** The sentence for a retired top-level field of `schema`, or undefined. */
export function retiredFieldMessage(schema: object, key: string): string | undefined {
  const fields = retired.get(schema)
  return fields && Object.hasOwn(fields, key) ? fields[key] : undefined
}

/** site.yaml's retired fields: the HubSpot account and form, under any name they were or might be written. */
export const retiredSiteFields: Readonly<Record<string, string>> = Object.fromEntries(
  ['leadForm', 'hubspotPortalId', 'hubspotFormId', 'leadEndpoint', 'leadApi'].map((key) => [key, LEAD_DESTINATION]),
)
