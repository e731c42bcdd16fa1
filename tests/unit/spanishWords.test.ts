/** The Spanish words of the YAML files: once content/es/ holds a translation, each English word needs its Spanish, and Spanish links go to Spanish pages. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'

const fixture = 'tests/fixtures/translations'
const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

function copyWith(edit: (dir: string) => void): string {
  // node_modules/.cache/ exists only once something has used it (a fresh clone has none).
  mkdirSync(path.join('node_modules', '.cache'), { recursive: true })
  const dir = mkdtempSync(path.join('node_modules', '.cache', 'spanish-words-'))
  copies.push(dir)
  cpSync(fixture, dir, { recursive: true })
  edit(dir)
  return dir
}

const problemsIn = (dir: string) => runPipeline(dir).problems.map(formatProblem)
const replaceIn = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  writeFileSync(file, text.replace(from, to))
}
const withoutEs = (file: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(/\nes:\n[\s\S]*$/, '\n'))

describe('the Spanish words of site.yaml', () => {
  it('are needed once content/es/ holds a translation', () => {
    const dir = copyWith((d) => withoutEs(`${d}/site.yaml`))
    expect(problemsIn(dir)).toEqual([
      `${dir}/site.yaml:3: site.yaml has no \`es:\` block: the Spanish pages need the Spanish words of the firm's facts (navigation, menuNote, emergencyNote, priceRange, logo, rating, brandVideo, offices, footer, notFound). Add \`es:\` at the end of the file with them (docs/CONTENT.md, "Spanish pages").`,
    ])
  })

  it('name every office, by an id the English has, with as many lines of hours', () => {
    const dir = copyWith((d) => {
      replaceIn(
        `${d}/site.yaml`,
        '    - id: manhattan\n      name: Oficina de Manhattan',
        '    - id: manhatan\n      name: Oficina de Manhattan',
      )
      replaceIn(`${d}/site.yaml`, '        - { days: Domingo, time: Con cita previa }\n', '')
    })
    expect(problemsIn(dir)).toEqual([
      `${dir}/site.yaml:104: office \`islandia\` has 2 lines of hours in Spanish and 3 in English: write the same hours in both.`,
      `${dir}/site.yaml:101: office \`manhattan\` has no Spanish name and hours: add \`- id: manhattan\` with its \`name\` and \`hours\` under \`es: offices:\`.`,
      `${dir}/site.yaml:107: \`es: offices:\` names office \`manhatan\`, which \`offices\` does not have: use one of its ids (islandia, manhattan).`,
    ])
  })

  it('link to Spanish pages only, and to pages that exist', () => {
    const dir = copyWith((d) => {
      replaceIn(
        `${d}/site.yaml`,
        '    - label: Acerca de\n      href: /es/acerca',
        '    - label: Acerca de\n      href: /about',
      )
      replaceIn(
        `${d}/site.yaml`,
        '    - label: Contacto\n      href: /es/contacto',
        '    - label: Contacto\n      href: /es/contactos',
      )
    })
    expect(problemsIn(dir)).toEqual([
      `${dir}/site.yaml:115: \`es.navigation.0.href\` must start with \`/es/\` (Spanish pages live under /es/, e.g. \`/es/abogado-accidentes-de-auto\`).`,
    ])
    const second = copyWith((d) =>
      replaceIn(
        `${d}/site.yaml`,
        '    - label: Contacto\n      href: /es/contacto',
        '    - label: Contacto\n      href: /es/contactos',
      ),
    )
    expect(problemsIn(second)).toEqual([
      `${second}/site.yaml:117: the link to \`/es/contactos\` goes to no page. Correct the address, or add \`/es/contactos\` to the \`aliases\` of the page it should open.`,
    ])
  })
})

describe('the Spanish words of the lists', () => {
  it('give every glossary category a Spanish label', () => {
    const dir = copyWith((d) =>
      replaceIn(`${d}/glossary-categories.yaml`, '- { name: Damages, es: { name: Daños y perjuicios } }', '- Damages'),
    )
    expect(problemsIn(dir)).toEqual([
      `${dir}/glossary-categories.yaml:3: category \`Damages\` has no Spanish label: write the line as \`- { name: Damages, es: { name: <Spanish label> } }\`.`,
    ])
  })

  it('give lead-forms.yaml its es: block, with every case type and the Spanish privacy page', () => {
    const leadForms = 'tests/fixtures/lead-forms/lead-forms.yaml'
    const dir = copyWith((d) => cpSync(leadForms, `${d}/lead-forms.yaml`))
    expect(problemsIn(dir)).toContain(
      `${dir}/lead-forms.yaml:2: lead-forms.yaml has no \`es:\` block: the Spanish pages' forms need the Spanish label of every case type, the notice, its privacy link and the thanks. Add \`es:\` at the end of the file with them (docs/CONTENT.md, "Spanish pages").`,
    )
  })

  it('give every case type of lead-forms.yaml a Spanish label, and link its privacy note to a Spanish page', () => {
    const dir = copyWith((d) => {
      cpSync('tests/fixtures/lead-forms/lead-forms.yaml', `${d}/lead-forms.yaml`)
      writeFileSync(
        `${d}/lead-forms.yaml`,
        `${readFileSync(`${d}/lead-forms.yaml`, 'utf8')}es:
  caseTypes:
    car-accident: Accidente de auto
    dog-bites: Mordedura de perro
  notice:
    text: La nota del formulario de prueba, bastante larga.
    privacy: Lea nuestra [Política de privacidad](/about).
  thanks: Nos comunicaremos con usted dentro de 24 horas para hablar sobre su {topic}.
  defaults: { title: Revisión gratuita del caso, submitLabel: Obtener revisión gratuita del caso, topic: caso }
`,
      )
    })
    const problems = problemsIn(dir).filter((p) => p.startsWith(`${dir}/lead-forms.yaml`))
    expect(problems).toEqual([
      `${dir}/lead-forms.yaml:${lineOf(dir, 'privacy: Lea')}: \`es.notice.privacy\` must link to a Spanish page: write the link as [Política de privacidad](/es/politica-de-privacidad).`,
    ])
    replaceIn(`${dir}/lead-forms.yaml`, '(/about).\n  thanks: Nos', '(/es/privacidad).\n  thanks: Nos')
    expect(problemsIn(dir)).toContain(
      `${dir}/lead-forms.yaml:${lineOf(dir, 'privacy: Lea')}: the link to \`/es/privacidad\` goes to no page. Link the privacy policy's address, e.g. [Política de privacidad](/es/politica-de-privacidad).`,
    )
    replaceIn(`${dir}/lead-forms.yaml`, '(/es/privacidad).', '(/es/acerca).')
    expect(problemsIn(dir).filter((p) => p.startsWith(`${dir}/lead-forms.yaml`))).toEqual([
      `${dir}/lead-forms.yaml:${lineOf(dir, '  caseTypes:\n    car-accident: Accidente')}: case type \`dog-bite\` has no Spanish label: add \`dog-bite: <Spanish label>\` under \`es: caseTypes:\`.`,
      `${dir}/lead-forms.yaml:${lineOf(dir, 'dog-bites')}: \`es: caseTypes:\` names \`dog-bites\`, which \`caseTypes\` does not have: correct the id or remove the line.`,
    ])
  })

  it('give every practice area a Spanish name and every region card its Spanish words', () => {
    const dir = copyWith((d) => {
      cpSync('content/practice-areas.yaml', `${d}/practice-areas.yaml`)
      replaceIn(`${d}/practice-areas.yaml`, '  es: { name: Quemaduras }\n', '')
    })
    // The fixture has none of the areas' pages: only the Spanish names are judged here.
    expect(problemsIn(dir).filter((p) => p.includes('has no Spanish name'))).toEqual([
      `${dir}/practice-areas.yaml:${lineOf(dir, 'name: Burn Injuries', 'practice-areas.yaml')}: practice area \`burn-injury\` has no Spanish name: add \`es: { name: <Spanish name> }\` under its \`path\`.`,
    ])
  })
})

/** The 1-based line where `text` starts in a file of the copy. */
function lineOf(dir: string, text: string, file = 'lead-forms.yaml'): number {
  const whole = readFileSync(`${dir}/${file}`, 'utf8')
  return whole.slice(0, whole.indexOf(text)).split('\n').length
}
