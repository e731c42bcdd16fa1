import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { run } from '@mdx-js/mdx'
import { compileBody } from '../../lib/content/compile/compileBody.ts'
import { readMdxBody } from '../../lib/content/read/mdxFacts.ts'
import type { EntryOrigin } from '../../lib/content/model/entries.ts'
import { CREDENTIALS_HEADING } from '../../lib/content/schema/attorneyBody.ts'
import { EntryBodiesProvider, type MdxBody } from '../../components/EntryBodies.tsx'
import { AttorneyBio } from '../../components/attorneys/AttorneyBio.tsx'

const body = `He tries cases.

## Professional Credentials

- J.D., Example Law School
- Member, Example Bar Association
`

const bio: EntryOrigin = { collection: 'attorneys', language: 'en' }

/** Compiles a body as the pipeline does, for a file read as `origin`. */
async function compile(source: string, origin: EntryOrigin): Promise<MdxBody> {
  const { tree } = readMdxBody(source, 'someone.mdx', 0)
  const compiled = compileBody(tree!, source, 'someone.mdx', origin)
  if ('error' in compiled) throw new Error(compiled.error)
  return (await run(compiled.code, { ...runtime, baseUrl: import.meta.url })).default as MdxBody
}

function renderBio(Body: MdxBody, nameLevel: 2 | 3) {
  const file = 'content/attorneys/someone.mdx'
  return renderToStaticMarkup(
    createElement(
      EntryBodiesProvider,
      { bodies: { [file]: Body }, components: {} },
      createElement(AttorneyBio, { file, nameLevel }),
    ),
  )
}

describe('attorney bio', () => {
  it('puts the credentials in their box, one heading level below the name', async () => {
    const Body = await compile(body, bio)
    expect(renderBio(Body, 2)).toMatch(
      /<p>He tries cases.<\/p>\s*<div class="[^"]*bg-navy-50[^"]*"><h3>Professional Credentials<\/h3>\s*<ul>\s*<li>J\.D\., Example Law School<\/li>/,
    )
    expect(renderBio(Body, 3)).toContain('<h4>Professional Credentials</h4>')
  })

  it('ends the box at the next ## heading', async () => {
    const Body = await compile(`${body}\n## Community\n\nHe coaches.\n`, bio)
    expect(renderBio(Body, 2)).toMatch(/<\/ul><\/div>\s*<h3>Community<\/h3>\s*<p>He coaches.<\/p>/)
  })

  it('boxes a Spanish bio by its Spanish heading', async () => {
    const spanish = body.replace(CREDENTIALS_HEADING.en, CREDENTIALS_HEADING.es)
    const Body = await compile(spanish, { collection: 'attorneys', language: 'es' })
    expect(renderBio(Body, 2)).toMatch(
      new RegExp(`<div class="[^"]*bg-navy-50[^"]*"><h3>${CREDENTIALS_HEADING.es}</h3>\\s*<ul>`),
    )
  })

  it('leaves other content files alone', async () => {
    const Body = await compile(body, { collection: 'pages', language: 'en' })
    const html = renderToStaticMarkup(createElement(Body))
    expect(html).toContain('<h2>Professional Credentials</h2>')
    expect(html).not.toContain('bg-navy-50')
  })

  it('says which component to fix when a body was not loaded', () => {
    expect(() =>
      renderToStaticMarkup(createElement(AttorneyBio, { file: 'content/attorneys/missing.mdx', nameLevel: 2 })),
    ).toThrow(/was not loaded for this page: give the component that shows it `bodies`/)
  })
})
