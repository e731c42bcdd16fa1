/**
 * The editor runs the advertising rules of `npm run check` before a save, in the same words: on a
 * field as it is typed (lib/editor/fieldCheck.ts), on a body (lib/editor/bodyCheck.ts), and on the
 * whole entry, site.yaml included, before it is written (lib/editor/entryCheck.ts). The sentences are
 * those a staff member typed and saved before these checks.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkBody } from '../../../lib/editor/bodyCheck.ts'
import { mdxFormat, yamlFormat } from '../../../lib/editor/contentFormats.ts'
import { checkEntry } from '../../../lib/editor/entryCheck.ts'
import { checkField } from '../../../lib/editor/fieldCheck.ts'
import { firstFile } from './pickContent.ts'

const SPECIALIST =
  'New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.'
const GUARANTEE =
  'New York\'s advertising rules (Rule 7.1) forbid misleading statements, and no lawyer can promise the result of a case, which turns on its own facts. Write what the firm will do instead, e.g. "We will fight for the compensation you deserve".'

describe('a field of the form', () => {
  it("refuses a page's title, an attorney's focus area, site.yaml's words", () => {
    expect(checkField('pages', 'title', 'Dog Bite Specialists | Long Island')).toBe(`"Specialists": ${SPECIALIST}`)
    expect(checkField('attorneys', 'focusAreas', ['Car Accidents', 'Trial Specialist'])).toBe(
      `"Specialist": ${SPECIALIST}`,
    )
    expect(checkField('site', 'footer.about', 'We guarantee you will get the compensation you deserve.')).toBe(
      `"guarantee": ${GUARANTEE}`,
    )
  })

  it('judges Spanish words by the Spanish rules: a Spanish collection, or an `es:` field of site.yaml', () => {
    expect(checkField('es-pages', 'title', 'Somos los mejores abogados de Nueva York')).toMatch(
      /^"los mejores": .*"Los resultados anteriores no garantizan un resultado similar"/,
    )
    expect(checkField('site', 'es.menuNote', 'Somos los mejores abogados de Nueva York')).toMatch(
      /^"los mejores": .*"Los resultados anteriores no garantizan un resultado similar"/,
    )
  })

  it('leaves addresses, ids and search terms to their own rules', () => {
    expect(checkField('pages', 'path', '/best-specialist-lawyers')).toBeUndefined()
    expect(checkField('pages', 'keywords', ['no fee unless we win'])).toBeUndefined()
    expect(checkField('pages', 'title', 'Car Accident Lawyers | Long Island')).toBeUndefined()
  })
})

describe('a body', () => {
  it('refuses what a staff member once saved, at its line', () => {
    const body = [
      'We guarantee you will get the compensation you deserve, and we win 98% of our cases.',
      '',
      'Car crashes are our speci**al**ty.',
      '',
      'We are the best car accident lawyers in New York.',
    ].join('\n')
    expect(checkBody(body, 10, undefined, 'en')).toEqual([
      `Line 11: "guarantee": ${GUARANTEE}`,
      expect.stringMatching(/^Line 11: "win 98%": a win rate tells a reader/),
      `Line 13: "specialty": ${SPECIALIST}`,
      expect.stringMatching(/^Line 15: "the best": New York's advertising rules \(Rule 7\.1\(d\)-\(e\)\)/),
    ])
  })
})

describe('the whole entry before it is written', () => {
  it("refuses site.yaml's words, naming the field", () => {
    const site = yamlFormat.fromFile(readFileSync('content/site.yaml', 'utf8'))
    const footer = site.footer as Record<string, unknown>
    expect(checkEntry('site', { ...site, footer: { ...footer, about: 'Car crashes are our specialty.' } })).toEqual([
      `\`footer.about\`: "specialty": ${SPECIALIST}`,
    ])
  })

  it("refuses a page's description and the advertising label's removal", () => {
    const page = mdxFormat.fromFile(readFileSync(`content/${firstFile('pages')}`, 'utf8'))
    expect(
      checkEntry('pages', {
        ...page,
        description: 'Injured in a crash? Our experts in car accidents answer every call, 24 hours a day.',
      }),
    ).toEqual([
      '`description`: "experts in": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize, and calling the firm\'s lawyers experts in a field makes that claim. Write "focus on", "concentrate on" or "handle" instead.',
    ])
    const site = yamlFormat.fromFile(readFileSync('content/site.yaml', 'utf8'))
    const footer = site.footer as { disclaimers: string[] }
    expect(checkEntry('site', { ...site, footer: { ...footer, disclaimers: footer.disclaimers.slice(1) } })).toEqual([
      expect.stringMatching(/^`footer.disclaimers` must keep New York's label "Attorney Advertising"/),
    ])
  })
})
