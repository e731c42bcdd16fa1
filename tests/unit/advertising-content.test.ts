/**
 * No spelling, place or wording of a forbidden claim passes `npm run check`: each fixture of
 * tests/fixtures/advertising/cases/ (one case a file) is put into a small valid content folder and
 * must stop the check with exactly its `line: message` (tests/advertisingFixture.ts says where each
 * file goes). The words of each message are written out here, so a change of wording is a choice.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ADVERTISING_CASES, advertisingProblems } from '../advertisingFixture.ts'

const HIDDEN =
  ' (The words are written with characters a reader does not see, character codes or look-alike letters: retype them.)'
const specialist = (line: number, word: string, hidden = '') =>
  `${line}: "${word}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.${hidden}`
const especialista = (line: number, word: string, hidden = '') =>
  `${line}: "${word}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. In Spanish, write "nos dedicamos a", "nuestra práctica se centra en" or "áreas de enfoque" instead.${hidden}`
const expert = (line: number, word: string) =>
  `${line}: "${word}": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize, and calling the firm's lawyers experts in a field makes that claim. Write "focus on", "concentrate on" or "handle" instead.`
const noFee = (line: number, words: string, hidden = '') =>
  `${line}: "${words}..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).${hidden}`
const guarantee = (line: number, word: string) =>
  `${line}: "${word}": New York's advertising rules (Rule 7.1) forbid misleading statements, and no lawyer can promise the result of a case, which turns on its own facts. Write what the firm will do instead, e.g. "We will fight for the compensation you deserve".`
const garantia = (line: number, word: string) =>
  `${line}: "${word}": New York's advertising rules (Rule 7.1) forbid misleading statements, and no lawyer can promise the result of a case, which turns on its own facts. In Spanish, write what the firm will do instead, e.g. "Lucharemos por la indemnización que usted merece".`
const winRate = (line: number, words: string, disclaimer = 'Prior results do not guarantee a similar outcome') =>
  `${line}: "${words}": a win rate tells a reader what to expect in their own case, which New York's advertising rules (Rule 7.1(d)-(e)) allow only when it can be proven as of the day it is published, with "${disclaimer}" beside it; a check cannot prove it, so it is refused. Show specific past results in a results block (<Results>), which carries that sentence, instead.`
const superlative = (line: number, words: string) =>
  `${line}: "${words}": New York's advertising rules (Rule 7.1(d)-(e)) let a lawyer's ad praise the firm above others only when it can be proven: in the same paragraph, name who said so and when, with "Prior results do not guarantee a similar outcome", e.g. "Named the best injury firm on Long Island by Long Island Business News, 2024. Prior results do not guarantee a similar outcome." Otherwise say what the firm does, e.g. "car accident lawyers in New York".`
const superlativo = (line: number, words: string) =>
  `${line}: "${words}": New York's advertising rules (Rule 7.1(d)-(e)) let a lawyer's ad praise the firm above others only when it can be proven: in the same paragraph, name who said so and when, with "Los resultados anteriores no garantizan un resultado similar", e.g. "Nombrado el mejor bufete de lesiones de Long Island por Long Island Business News, 2024. Los resultados anteriores no garantizan un resultado similar." Otherwise say what the firm does, e.g. "abogados de accidentes de auto en Nueva York".`
const feeNote = (line: number, field: string) =>
  `${line}: \`${field}\` is the note every "No fee unless we win*" asterisk points to, and New York's advertising rules (Rule 7.1(p)) require it: start it with \`*\` and say that case costs may still be owed, e.g. "*No attorney's fee unless we obtain a recovery. Case costs and expenses may be owed regardless of outcome.".`

const cases: Record<string, string[]> = {
  // What a reader cannot see, or cannot tell from the plain letters.
  'soft-hyphen.mdx': [specialist(7, 'specialists', HIDDEN)],
  'zero-width-space.mdx': [specialist(7, 'specialists', HIDDEN)],
  'word-joiner.mdx': [specialist(7, 'specialists', HIDDEN)],
  'character-code.mdx': [specialist(7, 'specialists')],
  'named-reference.mdx': [specialist(7, 'specialists', HIDDEN)],
  'cyrillic-letter.mdx': [specialist(7, 'specialists', HIDDEN)],
  'greek-letters.mdx': [specialist(7, 'specialists', HIDDEN)],
  'full-width.mdx': [specialist(7, 'specialists', HIDDEN)],
  'math-letters.mdx': [specialist(7, 'specialists', HIDDEN)],
  'spanish-decomposed-accent.mdx': [especialista(7, 'especialización', HIDDEN)],
  'spanish-soft-hyphen.mdx': [especialista(7, 'especialistas', HIDDEN)],
  // Markup a reader reads across: the page shows one word.
  'emphasis-inside.mdx': [specialist(7, 'specialists')],
  'inline-element.mdx': [specialist(7, 'specialists')],
  'comment-inside.mdx': [specialist(7, 'specialists')],
  'text-in-braces.mdx': [specialist(7, 'specialists')],
  'across-lines.mdx': [specialist(9, 'specialists')],
  // The no-fee promise as a reader sees it: no asterisk shows.
  'no-fee-nbsp.mdx': [noFee(7, 'no fee unless')],
  'no-fee-soft-hyphen.mdx': [noFee(7, 'no fee unless', HIDDEN)],
  'no-fee-italics.mdx': [noFee(7, 'no fee unless')],
  // Wording.
  'our-specialty.mdx': [specialist(7, 'specialty')],
  'experts-in.mdx': [expert(7, 'experts in')],
  'denial-other-clause.mdx': [
    specialist(7, 'specialists'),
    specialist(9, 'specialists'),
    specialist(11, 'specialists'),
  ],
  'guarantee.mdx': [guarantee(7, 'guarantee'), winRate(7, 'win 98%')],
  'guaranteed-results.mdx': [guarantee(7, 'guaranteed')],
  'win-rate.mdx': [winRate(7, 'win 98%'), winRate(9, '100% success')],
  'best-lawyers.mdx': [superlative(7, 'the best')],
  'number-one.mdx': [superlative(7, '#1')],
  'top-rated.mdx': [superlative(7, 'top-rated')],
  'es-number-one.mdx': [
    superlativo(9, 'número 1'),
    winRate(11, 'Ganamos el 95%', 'Los resultados anteriores no garantizan un resultado similar'),
  ],
  'es-guarantee.mdx': [garantia(9, 'garantizamos')],
  // Every place a text reaches a page from.
  'title-claim.mdx': [specialist(2, 'Specialists'), superlative(3, 'top-rated')],
  'keyword-claim.mdx': [specialist(6, 'specialist')],
  'component-props.mdx': [specialist(7, 'Specialists'), guarantee(11, 'Guaranteed')],
  'attorney-focus-area.mdx': [specialist(8, 'Specialist')],
  'site--claim.yaml': [superlative(78, 'top-rated')],
  'es-site--claim.yaml': [superlativo(118, 'los mejores')],
  'interface--es-claim.yaml': [especialista(11, 'especializamos')],
  'lead-forms--claim.yaml': [specialist(8, 'specialists'), guarantee(8, 'guarantee')],
  'glossary-categories--es-claim.yaml': [especialista(4, 'Especialidades')],
  // The disclosures may be worded, never removed.
  'site--label-deleted.yaml': [
    '85: `footer.disclaimers` must keep New York\'s label "Attorney Advertising" (Rule 7.1(f)): every page shows it. Start the first disclaimer with it again, e.g. `- Attorney Advertising. Prior results do not guarantee a similar outcome.`.',
  ],
  'es-site--label-deleted.yaml': [
    '127: `es.footer.disclaimers` must keep New York\'s label "Publicidad de abogados" (Rule 7.1(f)): every page shows it. Start the first disclaimer with it again, e.g. `- Publicidad de abogados. Los resultados anteriores no garantizan un resultado similar.`.',
  ],
  'site--fee-note-emptied.yaml': [feeNote(79, 'footer.feeNote')],
  'site--fee-note-no-costs.yaml': [feeNote(79, 'footer.feeNote')],
  'interface--label-changed.yaml': [
    '19: `shell.attorneyAdvertising.es` is New York\'s advertising label (Rule 7.1(f)), which every Spanish page shows: write "Publicidad de abogados".',
  ],
}

describe('the advertising rules judge what a reader reads, wherever it is written', () => {
  it('has a message for every fixture, and a fixture for every message', () => {
    expect(readdirSync(ADVERTISING_CASES).sort()).toEqual(Object.keys(cases).sort())
  })
  for (const [name, expected] of Object.entries(cases)) {
    it(`${name} is refused at its line, with the rule and the fix`, () => {
      expect(advertisingProblems(name)).toEqual(expected)
    })
  }
})
