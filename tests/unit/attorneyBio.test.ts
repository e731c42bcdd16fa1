import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { evaluate } from '@mdx-js/mdx'
import { remarkAttorneyCredentials } from '../../lib/content/compile/remarkAttorneyCredentials.ts'
import { contentDir } from '../../lib/content/read/readContent.ts'
import { EntryBodiesProvider, type MdxBody } from '../../components/EntryBodies.tsx'
import { AttorneyBio } from '../../components/attorneys/AttorneyBio.tsx'

const body = `He tries cases.

## Professional Credentials

- J.D., Example Law School
- Member, Example Bar Association
`

async function compile(source: string, dir: string): Promise<MdxBody> {
  const file = { value: source, path: path.join(dir, 'someone.mdx') }
  return (await evaluate(file, { ...runtime, remarkPlugins: [remarkAttorneyCredentials] })).default as MdxBody
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
    const Body = await compile(body, path.join(contentDir(), 'attorneys'))
    expect(renderBio(Body, 2)).toMatch(
      /<p>He tries cases.<\/p>\s*<div class="[^"]*bg-navy-50[^"]*"><h3>Professional Credentials<\/h3>\s*<ul>\s*<li>J\.D\., Example Law School<\/li>/,
    )
    expect(renderBio(Body, 3)).toContain('<h4>Professional Credentials</h4>')
  })

  it('ends the box at the next ## heading', async () => {
    const Body = await compile(`${body}\n## Community\n\nHe coaches.\n`, path.join(contentDir(), 'attorneys'))
    expect(renderBio(Body, 2)).toMatch(/<\/ul><\/div>\s*<h3>Community<\/h3>\s*<p>He coaches.<\/p>/)
  })

  it('leaves other content files alone', async () => {
    const Body = await compile(body, path.join(contentDir(), 'pages'))
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
