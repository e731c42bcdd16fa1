/**
 * One synthetic content page for the build benchmark: valid frontmatter with a case-review
 * dialog, about 700 words in five sections, a GFM table, internal links and one
 * <CaseReviewButton>. Deterministic: the same index always gives the same page.
 */
const topics = [
  'Scaffold Fall',
  'Rear-End Collision',
  'Delivery Truck Crash',
  'Wet Floor Fall',
  'Crosswalk Injury',
  'Elevator Accident',
  'Ferry Deck Fall',
  'Parking Garage Assault',
  'Hit-and-Run',
  'Ladder Collapse',
]
const places = [
  'Hempstead',
  'Islip',
  'Huntington',
  'Babylon',
  'Smithtown',
  'Oyster Bay',
  'Queens',
  'Brooklyn',
  'the Bronx',
  'Staten Island',
  'Manhattan',
]
const subjects = [
  'The insurance carrier',
  'A property owner',
  'The other driver',
  'An adjuster',
  'The general contractor',
  'A witness',
  'Your treating doctor',
  'The court',
  'Our investigator',
  'The defense lawyer',
]
const verbs = [
  'reviews',
  'questions',
  'documents',
  'disputes',
  'photographs',
  'requests',
  'records',
  'measures',
  'confirms',
  'challenges',
]
const objects = [
  'the police report',
  'every medical bill',
  'the lost wages',
  'the scene of the fall',
  'the maintenance log',
  'the surveillance video',
  'the repair estimates',
  'the notice of claim',
  'the statement of a witness',
  'the insurance policy limits',
]
const tails = [
  'within the first weeks after the accident',
  'before the deadline set by New York law',
  'while you focus on your recovery',
  'so that nothing is lost or overlooked',
  'long before anyone talks about a settlement',
  'because memories fade and evidence disappears',
]
const headings = [
  'What Happens First',
  'Evidence That Matters',
  'Deadlines in New York',
  'Medical Treatment and Records',
  'How a Claim Is Valued',
]

function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const syntheticPath = (i: number) => `/bench/page-${String(i).padStart(5, '0')}`

export function syntheticPage(i: number, total: number, realPaths: string[]): string {
  const next = random(i + 1)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!
  const topic = pick(topics)
  const place = pick(places)
  const sentence = () => `${pick(subjects)} ${pick(verbs)} ${pick(objects)} ${pick(tails)}.`
  const paragraph = (n: number) => Array.from({ length: n }, sentence).join(' ')
  const link = () => {
    const to = pick(realPaths)
    return `[the ${to.slice(1).replace(/[-/]/g, ' ') || 'home'} page](${to})`
  }
  const sibling = syntheticPath((i % total) + 1)
  const sections = headings.map((heading, s) =>
    [
      `## ${heading}`,
      '',
      `${paragraph(4)} Read ${link()} for more on this part of a claim.`,
      '',
      `${paragraph(3)} Clients from ${place} often ask about it; see ${link()} and [the next guide in this series](${sibling}).`,
      ...(s === 2
        ? [
            '',
            '| Claim | Deadline | Where it is filed |',
            '|---|---|---|',
            "| Notice of claim against a city | 90 days | The city's law department |",
            '| Most personal injury suits | 3 years | State Supreme Court |',
            '| Medical malpractice | 2.5 years | State Supreme Court |',
            '| Wrongful death | 2 years | State Supreme Court |',
          ]
        : []),
    ].join('\n'),
  )
  return [
    '---',
    `title: "${topic} Guide ${i} | Benchmark"`,
    `description: "A synthetic guide to a ${topic.toLowerCase()} claim in ${place}, written for the build benchmark: evidence, deadlines and next steps."`,
    `path: ${syntheticPath(i)}`,
    'forms:',
    '  main:',
    '    title: Free Case Review',
    '    caseTypes: [car-accident, other]',
    '    defaultCaseType: car-accident',
    '---',
    '',
    `<Hero title="${topic} Claims in ${place}">`,
    paragraph(3),
    '</Hero>',
    '',
    sections.join('\n\n'),
    '',
    '<CaseReviewButton form="main">Free Case Review</CaseReviewButton>',
    '',
  ].join('\n')
}
