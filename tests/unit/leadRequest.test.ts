import { describe, expect, it } from 'vitest'
import { buildLeadRequest, leadMessage, readHutk } from '../../components/lead/leadRequest.ts'

const values = {
  firstName: 'Dana',
  lastName: 'Ruiz',
  phone: '(631) 555-0142',
  email: 'dana@example.com',
  caseType: 'car-accident',
  description: 'Hit at 5 & Main; "rear-ended".',
}
const page = {
  href: 'https://www.example.com/car-accident-lawyer?utm=x',
  title: 'Car Accident Lawyer | Long Island & NYC',
  hutk: '',
}

describe('the lead message', () => {
  it('is the case type, a blank line, then the description', () => {
    expect(leadMessage(values)).toBe('Case Type: car-accident\n\nDescription: Hit at 5 & Main; "rear-ended".')
    expect(leadMessage({ ...values, description: '' })).toBe('Case Type: car-accident\n\nDescription: ')
  })

  it('from a Spanish page, ends with the language to call back in, the case type still its English id', () => {
    expect(leadMessage(values, 'es')).toBe(
      'Case Type: car-accident\n\nDescription: Hit at 5 & Main; "rear-ended".\n\nPreferred language: Spanish',
    )
    const body = JSON.parse(buildLeadRequest('v3', values, { ...page, language: 'es' }).body)
    expect(body.fields.find((f: { name: string }) => f.name === 'message').value).toMatch(
      /\n\nPreferred language: Spanish$/,
    )
    expect(leadMessage(values, 'en')).toBe(leadMessage(values))
  })
})

describe('the legacy v2 form upload', () => {
  const request = buildLeadRequest('v2', values, page)

  it('is urlencoded', () => {
    expect(request.contentType).toBe('application/x-www-form-urlencoded')
  })

  it('sends exactly the six fields', () => {
    const body = new URLSearchParams(request.body)
    expect([...body.keys()]).toEqual(['firstname', 'lastname', 'email', 'phone', 'message', 'hs_context'])
    expect(body.get('firstname')).toBe('Dana')
    expect(body.get('lastname')).toBe('Ruiz')
    expect(body.get('email')).toBe('dana@example.com')
    expect(body.get('phone')).toBe('(631) 555-0142')
    expect(body.get('message')).toBe('Case Type: car-accident\n\nDescription: Hit at 5 & Main; "rear-ended".')
  })

  it('describes the page in hs_context, with an empty hutk when there is no cookie', () => {
    const context = JSON.parse(new URLSearchParams(request.body).get('hs_context')!) as unknown
    expect(context).toEqual({
      pageUri: page.href,
      pageUrl: page.href,
      pageName: page.title,
      hutk: '',
      sfdcCampaignId: '',
    })
  })

  it('carries the visitor cookie as hutk', () => {
    const withCookie = buildLeadRequest('v2', values, { ...page, hutk: 'f00d' })
    expect(JSON.parse(new URLSearchParams(withCookie.body).get('hs_context')!)).toMatchObject({ hutk: 'f00d' })
  })
})

describe('the v3 submission (the default)', () => {
  it('posts exactly the contract JSON: the five fields and the page context', () => {
    const request = buildLeadRequest('v3', values, { ...page, hutk: 'f00d' })
    // Where it goes is no part of it (the build's LeadTarget, in machine/leadSender.ts).
    expect(Object.keys(request).sort()).toEqual(['body', 'contentType'])
    expect(request.contentType).toBe('application/json')
    expect(request.body).toBe(
      JSON.stringify({
        fields: [
          { name: 'firstname', value: 'Dana' },
          { name: 'lastname', value: 'Ruiz' },
          { name: 'email', value: 'dana@example.com' },
          { name: 'phone', value: '(631) 555-0142' },
          { name: 'message', value: 'Case Type: car-accident\n\nDescription: Hit at 5 & Main; "rear-ended".' },
        ],
        context: { pageUri: page.href, pageName: page.title, hutk: 'f00d' },
      }),
    )
  })

  it('leaves hutk out when there is no cookie (the service rejects an empty one)', () => {
    const body = JSON.parse(buildLeadRequest('v3', values, page).body) as { context: object }
    expect(body.context).toEqual({ pageUri: page.href, pageName: page.title })
  })
})

describe('readHutk', () => {
  it('finds the hubspotutk cookie among others', () => {
    expect(readHutk('a=1; hubspotutk=5b1e%3D9; b=2')).toBe('5b1e=9')
    expect(readHutk('hubspotutk=abc')).toBe('abc')
  })
  it('is empty without it', () => {
    expect(readHutk('')).toBe('')
    expect(readHutk('xhubspotutk=1; other=2')).toBe('')
  })
  it('is empty, and does not throw, when the cookie is not a valid escape', () => {
    expect(readHutk('hubspotutk=100%; b=2')).toBe('')
    expect(readHutk('hubspotutk=%E0%A4%A')).toBe('')
  })
})
