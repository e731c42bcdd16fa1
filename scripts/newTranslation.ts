/**
 * The Spanish starting file `npm run new` writes beside a new English one, once the content has a
 * Spanish folder: it names the English file and records its text, so that the English's first real
 * edit lists the Spanish file in `npm run translations` as one to translate.
 */
import { CREDENTIALS_HEADING } from '../lib/content/schema/attorneyBody.ts'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sourceHashOf } from '../lib/content/translationStatus.ts'

const templates: Record<string, (slug: string, title: string) => string> = {
  pages: (slug, title) => `title: ${title} (en español)
description: Reemplace este texto con una o dos oraciones (50 a 160 caracteres) que resuman la página.
path: /es/${slug}
---

<Hero title="${title}" actions={<CallButton />}>
Una o dos oraciones que digan a un lector lesionado de qué trata esta página y cómo podemos ayudarle.
</Hero>
`,
  attorneys: () => `title: Abogado asociado
focusAreas:
  - Accidentes de auto
bio: Dos o tres oraciones sobre el abogado, que se muestran antes de "Leer la biografía completa".
---

La biografía completa, en español.

## ${CREDENTIALS_HEADING.es}

- Facultad de derecho, año
`,
  faq: () => `question: ¿Reemplace este texto con la pregunta, en español?
---

La respuesta, en palabras sencillas.
`,
  glossary: (_slug, title) => `term: ${title} (en español)
---

La definición, en palabras sencillas.
`,
}

/**
 * Writes content/es/<folder>/<slug>.mdx for the English file just written; returns its path, or
 * undefined with no Spanish folder.
 */
export function writeSpanishStart(dir: string, folder: string, slug: string, title: string): string | undefined {
  if (!existsSync(path.join(dir, 'es'))) return undefined
  const english = path.join(dir, folder, `${slug}.mdx`)
  const file = path.join(dir, 'es', folder, `${slug}.mdx`)
  if (existsSync(file)) return undefined
  const head = `---\ntranslationOf: ${slug}\nsourceHash: "${sourceHashOf(readFileSync(english))}"\n`
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, head + templates[folder]!(slug, title))
  return file
}
