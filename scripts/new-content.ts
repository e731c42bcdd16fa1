/**
 * Usage: npm run new -- page <slug> | attorney <slug> | faq <slug> | term <slug>
 * Writes a valid starting file for legal staff to fill in, and its Spanish file beside it
 * (./newTranslation.ts), and says where they are.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentDir } from '../lib/content/read/readContent.ts'
import { CREDENTIALS_HEADING } from '../lib/content/schema/attorneyBody.ts'
import { writeSpanishStart } from './newTranslation.ts'

const [kind, slug] = process.argv.slice(2)
const kinds = ['page', 'attorney', 'faq', 'term'] as const
if (!kind || !slug || !(kinds as readonly string[]).includes(kind) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
  console.error(
    'Usage: npm run new -- page|attorney|faq|term <slug>   (slug: lowercase words joined by -, e.g. truck-accident-lawyer)',
  )
  process.exit(1)
}

const title = slug
  .split('-')
  .map((w) => w[0]!.toUpperCase() + w.slice(1))
  .join(' ')
const templates: Record<(typeof kinds)[number], [string, string]> = {
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
}

const [folder, text] = templates[kind as (typeof kinds)[number]]
const file = path.join(contentDir(), folder, `${slug}.mdx`)
if (existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} already exists: open it to edit, or choose another name.`)
  process.exit(1)
}
mkdirSync(path.dirname(file), { recursive: true })
writeFileSync(file, text)
console.log(`Wrote ${path.relative(process.cwd(), file)}. Fill it in, then run \`npm run check\`.`)
const spanish = writeSpanishStart(contentDir(), folder, slug, title)
if (spanish)
  console.log(
    `Wrote its Spanish file ${path.relative(process.cwd(), spanish)}: translate it once the English is written (npm run translations lists it), then run \`npm run translations -- --stamp ${path.relative(process.cwd(), spanish)}\`.`,
  )
