/**
 * The starting files `npm run new` writes, for each collection of the registry
 * (lib/content/schema/collectionRegistry.ts): the word that asks for one (`npm run new -- term <slug>`),
 * a valid English file for legal staff to fill in, and its Spanish file's frontmatter and body (after
 * the `translationOf` and `sourceHash` lines ./newTranslation.ts writes).
 */
import type { CollectionName } from '../lib/content/schema/collectionRegistry.ts'
import { CREDENTIALS_HEADING } from '../lib/content/schema/attorneyBody.ts'

interface StartingFiles {
  /** What `npm run new` is asked for. */
  kind: string
  english: (title: string, slug: string) => string
  spanish: (slug: string, title: string) => string
}

export const startingFiles = {
  pages: {
    kind: 'page',
    english: (title, slug) =>
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
    spanish: (slug, title) =>
      `title: ${title} (en español)
description: Reemplace este texto con una o dos oraciones (50 a 160 caracteres) que resuman la página.
path: /es/${slug}
---

<Hero title="${title}" actions={<CallButton />}>
Una o dos oraciones que digan a un lector lesionado de qué trata esta página y cómo podemos ayudarle.
</Hero>
`,
  },
  attorneys: {
    kind: 'attorney',
    english: (title, slug) =>
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
    spanish: () =>
      `title: Abogado asociado
focusAreas:
  - Accidentes de auto
bio: Dos o tres oraciones sobre el abogado, que se muestran antes de "Leer la biografía completa".
---

La biografía completa, en español.

## ${CREDENTIALS_HEADING.es}

- Facultad de derecho, año
`,
  },
  faq: {
    kind: 'faq',
    english: () =>
      `---
question: Replace this with the question, ending with a question mark?
lists:
  - faq
order: 99
---

The answer, in plain words. Markdown works here.
`,
    spanish: () =>
      `question: ¿Reemplace este texto con la pregunta, en español?
---

La respuesta, en palabras sencillas.
`,
  },
  glossary: {
    kind: 'term',
    english: (title) =>
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
    spanish: (_slug, title) =>
      `term: ${title} (en español)
---

La definición, en palabras sencillas.
`,
  },
} as const satisfies Record<CollectionName, StartingFiles>
