/**
 * The attributes an element in content may carry and the one URL rule, however a name or an address
 * is spelt: each body fixture (tests/fixtures/bad-content/) stops the check with its exact messages,
 * and so does each address field of the YAML files, in a copy of tests/fixtures/content.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'

const base = 'tests/fixtures/content'

const CODE_URL =
  'the address `javascript:...` is not allowed: `javascript:`, `vbscript:` and `data:` addresses can run code or hide content. Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.'
const ONLY = 'an HTML element in content may carry only `id`, `title`, `lang`, `dir` and `className`'
const MORE = "Remove it; for anything more, use one of the site's components (docs/CONTENT.md lists them)."
const STYLE =
  "prop on <%> is not allowed: the site's security policy blocks inline styles, and its look comes from the stylesheet. Remove it, or use a component's `tone` or `variant`."
const HANDLER =
  'is not allowed: content cannot run code when a visitor clicks or types. Remove it; for a button use <ButtonLink>, <CallButton> or <CaseReviewButton>.'
const DATA =
  "is not allowed: `data-` attributes are how the site's own code finds its forms, buttons and other interactive parts, so content may not write them. Remove it; for a form or a button use <LeadForm /> or <CaseReviewButton />."
const OTHER_HOST =
  'opens another website: an address starting with `//` leaves the site. For a page of this site write one `/` (e.g. `/contact`); for another website write its full `https://` address.'
const CLIMBS = "climbs up with `..`: write the page's full address from the start of the site, e.g. `/contact`."
const HTTP = 'is not secure: write `https://` in place of `http://`'

const bodyCases: Record<string, string[]> = {
  'href-uppercase': [
    '7: `HREF` on <a> must be written `href`, exactly so: the site reads attribute names only as docs/CONTENT.md spells them.',
    `7: ${CODE_URL}`,
  ],
  'href-entity-scheme': [`7: ${CODE_URL}`, `9: ${CODE_URL}`],
  'href-hidden-scheme': [`7: ${CODE_URL}`, `9: ${CODE_URL}`, `11: ${CODE_URL}`],
  'style-uppercase': [
    `7: the \`STYLE\` ${STYLE.replace('%', 'div')}`,
    `9: the \`Style\` ${STYLE.replace('%', 'span')}`,
  ],
  'event-handler-cases': [
    `7: \`OnClick\` on <div> ${HANDLER}`,
    `9: \`ONCLICK\` on <span> ${HANDLER}`,
    `11: \`onclick\` on <Card> ${HANDLER}`,
  ],
  'forged-island': [
    `7: \`data-island\` on <div> ${DATA}`,
    `7: \`data-props\` on <div> ${DATA}`,
    `9: \`DATA-ISLAND\` on <Card> ${DATA}`,
    `11: \`data-props-src\` on <span> ${DATA}`,
  ],
  'namespaced-attribute': [
    `7: \`xlink:href\` on <a> is not allowed: ${ONLY}, and <a> also \`href\`. ${MORE}`,
    `9: \`xml:base\` on <span> is not allowed: ${ONLY}. ${MORE}`,
  ],
  'unlisted-attribute': [
    `7: \`tabIndex\` on <span> is not allowed: ${ONLY}. ${MORE}`,
    '9: `class` on <div> must be written `className`, exactly so: the site reads attribute names only as docs/CONTENT.md spells them.',
    `11: \`href\` on <p> is not allowed: ${ONLY}. ${MORE}`,
  ],
  'protocol-relative-link': [
    `7: the address \`//evil.example/x\` ${OTHER_HOST}`,
    `9: the address \`/\\evil.example/x\` ${OTHER_HOST}`,
    `11: the address \`//evil.example/\` ${OTHER_HOST}`,
  ],
  'climbing-link': [
    `7: the address \`/../../etc/passwd\` ${CLIMBS}`,
    `9: the address \`/about/%2e%2e/%2E%2E/etc\` ${CLIMBS}`,
  ],
  'http-link': [
    `7: the address \`http://example.org/\` ${HTTP}.`,
    `9: the address \`http://www.example.org\` ${HTTP} (a bare \`www.\` address in the text counts as \`http://\` too).`,
    `11: the address \`HTTP://example.org/\` ${HTTP}.`,
  ],
  'other-scheme-link': [
    '7: the address `ftp://files.example/x` starts with `ftp:`, which is not allowed. Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.',
    '9: the address `contact` is not a complete address: start a page of the site with `/` (e.g. `/contact`) and another website with `https://`.',
    '11: the address `/contact` has spaces, tabs, line breaks or invisible characters around or inside it: remove them.',
  ],
}

describe('attributes and addresses in a body', () => {
  for (const [name, expected] of Object.entries(bodyCases)) {
    it(`${name} is reported with its file, line and fix`, () => {
      const file = `tests/fixtures/bad-content/${name}.mdx`
      const { problems } = runPipeline(base, { extraPages: [file] })
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${file}:${m}`))
    })
  }
})

const tmp = mkdtempSync(path.join('tests', '.tmp-urls-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** A copy of the fixture folder with one file changed (or added), loaded; `marker` finds the line expected. */
function loadEdited(file: string, edit: (text: string) => string, marker: string) {
  const dir = mkdtempSync(path.join(tmp, 'content-'))
  cpSync(base, dir, { recursive: true })
  const target = path.join(dir, file)
  mkdirSync(path.dirname(target), { recursive: true })
  let before = ''
  try {
    before = readFileSync(target, 'utf8')
  } catch {}
  const text = edit(before)
  writeFileSync(target, text)
  const line = text.split('\n').findIndex((l) => l.includes(marker)) + 1
  expect(line).toBeGreaterThan(0)
  const shown = target.split(path.sep).join('/')
  return { problems: runPipeline(dir).problems.map(formatProblem), at: `${shown}:${line}` }
}

const SOCIAL = 'url: https://www.facebook.com/example'
const HTTPS_FIX = 'Write the full `https://` address, e.g. `https://www.example.com/...`.'
const CODE_FIELD = (kind: string, fix: string) =>
  `holds \`${kind}:...\`, which is not allowed: \`javascript:\`, \`vbscript:\` and \`data:\` addresses can run code or hide content. ${fix}`
const INTERNAL_FIX = 'Write an address on this site, starting with one `/`, e.g. `/contact`.'
const OTHER_HOST_FIELD = `opens another website: an address starting with \`//\` leaves the site. ${INTERNAL_FIX}`

const yamlCases: { name: string; file: string; edit: (text: string) => string; marker: string; message: string }[] = [
  ...[
    ['javascript:alert(document.domain)', CODE_FIELD('javascript', HTTPS_FIX)],
    ['"&#106;avascript:alert(1)"', CODE_FIELD('javascript', HTTPS_FIX)],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', CODE_FIELD('data', HTTPS_FIX)],
    ['//evil.example/profile', `holds \`//evil.example/profile\`, which has no \`https:\` in front. ${HTTPS_FIX}`],
    ['http://www.facebook.com/example', `holds \`http://www.facebook.com/example\`, which ${HTTP}.`],
  ].map(([url, message]) => ({
    name: `site.yaml social link ${url}`,
    file: 'site.yaml',
    edit: (text: string) => text.replace(SOCIAL, `url: ${url}`),
    marker: `url: ${url}`,
    message: `\`social.0.url\` ${message}`,
  })),
  {
    name: 'site.yaml logo, a file that must start with /, written //host',
    file: 'site.yaml',
    edit: (text) => text.replace('src: /images/logo.svg', 'src: //evil.example/logo.svg'),
    marker: 'src: //evil.example',
    message: `\`logo.src\` holds \`//evil.example/logo.svg\`, which ${OTHER_HOST_FIELD}`,
  },
  {
    name: 'site.yaml navigation link written //host',
    file: 'site.yaml',
    edit: (text) => text.replace(/(navigation:\n {2}- label: Home\n {4}href: )\//, '$1//evil.example/'),
    marker: 'href: //evil.example',
    message: `\`navigation.0.href\` holds \`//evil.example/\`, which ${OTHER_HOST_FIELD}`,
  },
  {
    name: 'practice-areas.yaml path climbing with ..',
    file: 'practice-areas.yaml',
    edit: () => '- id: car-accidents\n  name: Car Accidents\n  path: /about/../car\n',
    marker: 'path:',
    message: `\`0.path\` holds \`/about/../car\`, which ${CLIMBS}`,
  },
  {
    name: 'an attorney photo written as an address of another website',
    file: 'attorneys/test-attorney.mdx',
    edit: () =>
      '---\nname: Test Attorney\ntitle: Partner\nextension: "214"\nemail: test@example.com\nfocusAreas: [Car Accidents]\nphoto: //evil.example/photo.jpg\nbio: A test attorney whose photo address points at another website.\norder: 1\n---\n\n## Professional Credentials\n',
    marker: 'photo:',
    message:
      "`photo` holds `//evil.example/photo.jpg`, which is an address: write the photo's name inside content/images/ instead, e.g. `attorneys/jane-doe.jpg` for content/images/attorneys/jane-doe.jpg.",
  },
]

describe('address fields of the YAML files', () => {
  for (const c of yamlCases) {
    it(`${c.name} is reported with its file, line and fix`, () => {
      const { problems, at } = loadEdited(c.file, c.edit, c.marker)
      expect(problems).toEqual([`${at}: ${c.message}`])
    })
  }
  it('the privacy link under every form (lead-forms.yaml) is held to the rule too', () => {
    const real = readFileSync('content/lead-forms.yaml', 'utf8')
    const { problems, at } = loadEdited(
      'lead-forms.yaml',
      () => real.replace('(/privacy-policy)', '(//evil.example/privacy)'),
      '(//evil.example/privacy)',
    )
    expect(problems).toEqual([`${at}: the address \`//evil.example/privacy\` ${OTHER_HOST_FIELD}`])
  })
})
