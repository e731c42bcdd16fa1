/**
 * The legal pages' and the attorneys page's headings and wording the specification gives, read from
 * their HTML (`npm run test:spec`, not `npm test`). That the dates and headings it names are seen is
 * tests/spec/pages.spec.ts's.
 */
import { expect, it } from 'vitest'
import { byRole, doc, mainOf, selectAll, text } from './specHtml.ts'

for (const [path, h1] of [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/disclaimer', 'Legal Disclaimer'],
  ['/personal-injury-attorneys', 'Our Personal Injury Attorneys'],
] as const) {
  it(`${path} is headed "${h1}"`, () => {
    expect(byRole(doc(path), 'heading', { level: 1 }).map(text)).toEqual([h1])
  })
}

it('the terms give 30 days notice of a change', () => {
  expect(text(mainOf('/terms-of-service'))).toContain('about 30 days before it takes effect')
})

it('the disclaimer covers results, fees and advertising', () => {
  const main = text(mainOf('/disclaimer'))
  expect(main).toContain('Prior results do not guarantee a similar outcome.')
  expect(main).toContain('Rule 7.1 of the New York Rules of Professional Conduct')
  expect(main).toContain('22 NYCRR Part 1215')
  expect(main).toContain('Judiciary Law § 474-a')
})

it('the privacy policy names what the forms require, the cookies and how long each is kept', () => {
  const main = mainOf('/privacy-policy')
  expect(text(main)).toContain('Your first and last name, phone number and e-mail address are required')
  expect(text(main)).toContain('HubSpot')
  expect(text(main)).toContain('contact you within 24 hours about your inquiry')
  expect(selectAll(main, 'table tbody tr td:last-child').map(text)).toEqual([
    '30 days',
    '2 years',
    '24 hours',
    '1 minute',
  ])
  expect(text(main)).toContain('session storage')
})
