/**
 * The names of the editor's own widgets that the generated configuration gives fields. Kept apart
 * from the widgets (React components): the configuration is made in Vite's config process, where
 * loading React would hand the site's pre-rendering a second, development React.
 */

/** A glossary term's related terms (./relatedTermsField.ts). */
export const RELATED_TERMS_WIDGET = 'related-terms'

/** A schema boolean with a default: its switch shows the default when the file leaves it out (./valueInEffect.ts). */
export const BOOLEAN_IN_EFFECT_WIDGET = 'boolean-in-effect'
