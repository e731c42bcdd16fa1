/**
 * The lists an FAQ entry or a glossary term may be on (its `lists:`), in the order the site's facts
 * hold them. Apart from the schemas (./collections.ts re-exports them), so that what only needs the
 * names (the site's facts, which the pages' modules reach) builds no schema.
 */
export const faqLists = ['home', 'faq', 'current-clients'] as const
export type FaqListName = (typeof faqLists)[number]

export const glossaryLists = ['legal-glossary', 'faq'] as const
