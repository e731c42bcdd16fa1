/**
 * The starting files `npm run new` writes (scripts/new-content.ts is its command): a valid page,
 * attorney, FAQ entry or glossary term for legal staff to fill in, and its Spanish file beside it
 * (./newTranslation.ts). A page's title is its own words: the site adds the firm's name when it fits.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentDir } from '../lib/content/read/readContent.ts'
import { CREDENTIALS_HEADING } from '../lib/content/schema/attorneyBody.ts'
import { writeSpanishStart } from './newTranslation.ts'

export const newContentKinds = ['page', 'attorney', 'faq', 'term'] as const
export type NewContentKind = (typeof newContentKinds)[number]

/** True for a kind `npm run new` knows and a slug of lowercase words joined by `-`. */
export function isNewContentRequest(kind: string | undefined, slug: string | undefined): kind is NewContentKind {
  return (
    !!kind && !!slug && (newContentKinds as readonly string[]).includes(kind) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
  )
}

const templates = (title: string, slug: string): Record<NewContentKind, [string, string]> => ({
  page: [
    'pages',
    `---
title: ${title}
description: Replace this with one or two sentences (50 to 160 characters) that sum up the page for search results.
keywords:
  - ${title.toLowerCase()}
path: /${slug}
# aliases:
#   - /another-address-for-this-page
---

<Hero title="${title}" actions={<CallButton />}>
One or two sentences that tell an injured reader what this page is about and how we can help.
</Hero>

<Section title="First section">
Write the page in Markdown here. Link to other pages like [our contact page](/contact).
</Section>

<CtaBand title="Talk to a lawyer today" actions={<CallButton />}>
Free consultation, 24/7.
</CtaBand>
`,
  ],
  attorney: [
    'attorneys',
    `---
name: ${title}
title: Associate Attorney
extension: "200"
email: ${slug.split('-')[0]}@example.com
focusAreas:
  - Car Accidents
bio: Two or three sentences about the attorney, shown before "Read Full Bio". Replace this text.
order: 99
featured: false
---

The full biography, in as many paragraphs as you like.

## ${CREDENTIALS_HEADING.en}

- Law school, year
- Admitted to practice in New York
`,
  ],
  faq: [
    'faq',
    `---
question: Replace this with the question, ending with a question mark?
lists:
  - faq
order: 99
---

The answer, in plain words. Markdown works here.
`,
  ],
  term: [
    'glossary',
    `---
term: ${title}
category: Legal Concepts
relatedTerms: []
practiceAreas: []
lists:
  - legal-glossary
  - faq
---

The definition, in plain words.
`,
  ],
})

/**
 * Writes the starting file of `kind` named `slug` in the content folder, and its Spanish file when the
 * folder has Spanish ones: their paths, or `exists` when a file of that name is already there.
 */
export function writeNewContent(
  kind: NewContentKind,
  slug: string,
  dir = contentDir(),
): { file: string; spanish?: string } | { exists: string } {
  const title = slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ')
  const [folder, text] = templates(title, slug)[kind]
  const file = path.join(dir, folder, `${slug}.mdx`)
  if (existsSync(file)) return { exists: file }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return { file, spanish: writeSpanishStart(dir, folder, slug, title) }
}
