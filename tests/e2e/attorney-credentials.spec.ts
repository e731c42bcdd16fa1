/**
 * The attorneys page in each language boxes every bio's credentials: as many boxes as the bios it
 * shows that end with their language's credentials heading (a Spanish bio's is Spanish; an attorney
 * without a Spanish file shows the English bio there), the box as the component draws it.
 */
import { expect, test } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AttorneyCredentials } from '../../components/attorneys/AttorneyCredentials.tsx'
import { attorneysInOrder, canonicalPath } from '../../lib/content/entries.ts'
import type { ContentEntry } from '../../lib/content/model/entries.ts'
import { CREDENTIALS_HEADING } from '../../lib/content/schema/attorneyBody.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { contentStore } from '../../lib/content/store.ts'

const content = contentStore()
const box = renderToStaticMarkup(createElement(AttorneyCredentials)).replace(/<\/div>$/, '')
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A bio that ends with the credentials heading of its language. */
const hasCredentials = (bio: ContentEntry<unknown>, language: Language) =>
  bio.analysis.headings.some((h) => h.depth === 2 && h.text.trim() === CREDENTIALS_HEADING[language])

/** The bios each language's attorneys page shows, with the language each is written in. */
const biosShown: Record<Language, [ContentEntry<unknown>, Language][]> = {
  en: attorneysInOrder(content).map((a) => [a, 'en']),
  es: attorneysInOrder(content).map((a) => {
    const spanish = content.es.attorneys.find((t) => t.data.translationOf === a.slug)
    return spanish ? [spanish, 'es'] : [a, 'en']
  }),
}

const attorneysPage = (language: Language) =>
  (language === 'en' ? content.pages : content.es.pages).find((p) => p.analysis.components.has('AttorneyList'))

/** The credentials boxes of a built page, by the heading each begins with. */
const boxesIn = (html: string, heading: string) =>
  html.split(new RegExp(`${literal(box)}<h[2-6][^>]*>${literal(heading)}</h[2-6]>`)).length - 1

for (const language of ['en', 'es'] as const)
  test(`the ${language} attorneys page boxes the credentials of every bio that has them`, async ({ request }) => {
    const page = attorneysPage(language)
    test.skip(!page, `no ${language} page shows <AttorneyList />`)
    const html = await (await request.get(canonicalPath(page!))).text()
    const shown = biosShown[language]
    const boxes = (['en', 'es'] as const).reduce((n, written) => n + boxesIn(html, CREDENTIALS_HEADING[written]), 0)
    expect(boxes).toBe(shown.filter(([bio, written]) => hasCredentials(bio, written)).length)
    expect(boxes).toBeGreaterThan(0)
  })
