import { describe, expect, it } from 'vitest'
import { checkBody } from '../../../lib/editor/bodyCheck.ts'

describe('the body rules in the editor', () => {
  it('refuses "specialist" about the firm, with the line and the advertising rule\'s words', () => {
    expect(checkBody('We help injured people.\n\nOur attorneys are specialists in car accidents.\n')).toEqual([
      `Line 3 of the body: "specialists": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.`,
    ])
  })

  it('lets a medical specialist pass', () => {
    expect(checkBody('Your spine specialist will explain the treatment.\n')).toEqual([])
  })

  it('asks for the no-fee asterisk', () => {
    expect(checkBody('No fee unless we win.\n')).toEqual([
      'Line 1 of the body: "No fee unless..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).',
    ])
  })

  it('asks for the results disclaimer next to a dollar result', () => {
    expect(checkBody('## Results\n\nWe recovered $2,400,000 for a client.\n')).toEqual([
      'Line 3 of the body: the dollar result $2,400,000 needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.',
    ])
    expect(
      checkBody(
        '## Results\n\nWe recovered $2,400,000 for a client. Prior results do not guarantee a similar outcome.\n',
      ),
    ).toEqual([])
  })

  it('explains an MDX syntax error as npm run check does', () => {
    expect(checkBody('Call us <!-- note -->\n')).toEqual([
      'Line 1 of the body: HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
    ])
  })
})
