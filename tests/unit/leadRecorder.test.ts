/** The local stand-in for the form service: answers as the service does, records leads, fails on request. */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMode, startLeadRecorder, type Attempt, type RecordedLead } from '../../scripts/lead-recorder.ts'

let server: Server
let base = ''
const logged: string[] = []
beforeAll(async () => {
  server = await startLeadRecorder({
    port: 0,
    file: path.join(mkdtempSync(path.join(os.tmpdir(), 'recorder-')), 'leads.jsonl'),
    mode: { kind: 'ok' },
    log: (line) => logged.push(line),
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const V2_PATH = '/uploads/form/v2/123/abc'
const V3_PATH = '/submissions/v3/integration/submit/123/abc'
const v2 = (email: string, firstname = 'Dana') =>
  fetch(`${base}${V2_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ firstname, email, message: 'Case Type: other\n\nDescription: ' }),
  })
const v3 = (email: string, firstname = 'Dana') =>
  fetch(`${base}${V3_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: [
        { name: 'firstname', value: firstname },
        { name: 'email', value: email },
      ],
      context: { pageUri: 'http://x/', pageName: 'X' },
    }),
  })
const leads = async (email?: string) =>
  (await (await fetch(`${base}/__leads${email ? `?email=${email}` : ''}`)).json()) as RecordedLead[]
const control = (body: object) =>
  fetch(`${base}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const attempts = async (email: string) => (await (await fetch(`${base}/__attempts?email=${email}`)).json()) as Attempt[]

/** A request with the headers as given, `Host` included (fetch always sends the address's own). */
function raw(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Posts `bytes` bytes with node:http (fetch would hide an answer that comes before the upload ends). */
function postLarge(bytes: number, { announced }: { announced: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'Content-Type': 'application/json', ...(announced ? { 'Content-Length': bytes } : {}) }
    const req = request(`${base}${V3_PATH}`, { method: 'POST', headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    // Without a length, the body comes in chunks and the limit is found while reading.
    for (let sent = 0; sent < bytes; sent += 64_000) req.write(Buffer.alloc(64_000, 'a'))
    req.end()
  })
}

describe('parseMode', () => {
  it('reads the six modes and rejects anything else', () => {
    expect(parseMode(undefined)).toEqual({ kind: 'ok' })
    expect(parseMode('fail:503')).toEqual({ kind: 'fail', status: 503 })
    expect(parseMode('fail')).toEqual({ kind: 'fail', status: 500 })
    expect(parseMode('hang:250')).toEqual({ kind: 'hang', ms: 250 })
    expect(parseMode('drop')).toEqual({ kind: 'drop' })
    expect(parseMode('reject-email')).toEqual({ kind: 'reject-email' })
    expect(parseMode('429')).toEqual({ kind: '429', retryAfter: 2 })
    expect(parseMode('429:7')).toEqual({ kind: '429', retryAfter: 7 })
    expect(parseMode('429:-1')).toBeUndefined()
    expect(parseMode('fail:200')).toBeUndefined()
    expect(parseMode('hang:soon')).toBeUndefined()
    expect(parseMode('drop:1')).toBeUndefined()
    expect(parseMode('explode')).toBeUndefined()
  })
})

describe('the recorder answers as the service does', () => {
  it('v2: 204 with no CORS headers at all, and records the fields', async () => {
    const response = await v2('v2@example.com')
    expect(response.status).toBe(204)
    expect([...response.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([])
    const preflight = await fetch(`${base}${V2_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const [lead] = await leads('v2@example.com')
    expect(lead).toMatchObject({
      api: 'v2',
      portalId: '123',
      formId: 'abc',
      contentType: 'application/x-www-form-urlencoded',
      fields: { firstname: 'Dana', email: 'v2@example.com', message: 'Case Type: other\n\nDescription: ' },
    })
  })

  it('v3: 200 JSON with CORS headers, a preflight that allows the JSON call, and records fields and context', async () => {
    const preflight = await fetch(`${base}${V3_PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
    const response = await v3('v3@example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ inlineMessage: 'Thanks for submitting the form.' })
    expect(await leads('v3@example.com')).toEqual([
      expect.objectContaining({
        api: 'v3',
        fields: { firstname: 'Dana', email: 'v3@example.com' },
        context: { pageUri: 'http://x/', pageName: 'X' },
      }),
    ])
  })

  it('v3: rejects an e-mail address as the service does, naming the field, readable by the page', async () => {
    await control({ mode: 'reject-email', email: 'rejected@example.com' })
    const response = await v3('rejected@example.com')
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: 'The request is not valid',
      errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }],
    })
    expect(await leads('rejected@example.com')).toEqual([])
  })

  it('answers malformed input with 400 and a short reason, and keeps running', async () => {
    const notJson = await fetch(`${base}${V3_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ status: 'error', message: 'the body must be a JSON object' })
    const badFields = await fetch(`${base}${V3_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: [{ name: 'email', value: 3 }] }),
    })
    expect(badFields.status).toBe(400)
    expect(((await badFields.json()) as { message: string }).message).toMatch(/`fields`/)
    const wrongType = await fetch(`${base}${V2_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(wrongType.status).toBe(400)
    expect((await control({ mode: 'explode' })).status).toBe(400)
    expect(
      (
        await fetch(`${base}/__control`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: 'nope',
        })
      ).status,
    ).toBe(400)
    expect((await control({ mode: 'ok', retryAfter: 2 })).status).toBe(400)
    expect((await control({ mode: '429', retryAfter: 1.5 })).status).toBe(400)
    expect((await v2('still@example.com')).status).toBe(204)
  })

  it('refuses a 2 MB body with 413 without reading it all, and stays up', async () => {
    expect(await postLarge(2_000_000, { announced: true })).toBe(413)
    expect(await postLarge(2_000_000, { announced: false })).toBe(413)
    expect((await v3('after-large@example.com')).status).toBe(200)
  })

  it('logs each lead on one line: a newline in a name cannot forge another', async () => {
    await v3('newline@example.com', 'Eve\nLead recorded (v3): Forged <forged@example.com>')
    const line = logged.find((l) => l.includes('newline@example.com'))
    expect(line).toBe(
      'Lead recorded (v3): Eve\\nLead recorded (v3): Forged <forged@example.com>  <newline@example.com>',
    )
    expect(logged.every((l) => !l.includes('\n'))).toBe(true)
  })
})

describe('failures on request', () => {
  it('fails, drops or delays only the leads of one e-mail when told so', async () => {
    expect((await control({ mode: 'fail:503', email: 'fail@example.com' })).status).toBe(200)
    const failed = await v3('fail@example.com')
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ status: 'error', errors: [{ errorType: 'INTERNAL_ERROR' }] })
    expect((await v2('fail@example.com')).status).toBe(503)
    expect((await v2('other@example.com')).status).toBe(204)
    await control({ mode: 'drop', email: 'drop@example.com' })
    await expect(v2('drop@example.com')).rejects.toThrow()
    await control({ mode: 'hang:300', email: 'slow@example.com' })
    const started = Date.now()
    expect((await v2('slow@example.com')).status).toBe(204)
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
    await control({ mode: 'ok', email: 'fail@example.com' })
    expect((await v2('fail@example.com')).status).toBe(204)
    expect(await leads('drop@example.com')).toEqual([])
  })

  it('fails every lead when told so, until reset', async () => {
    await control({ mode: 'fail:500' })
    expect((await v2('any@example.com')).status).toBe(500)
    await control({ mode: 'ok' })
    expect((await v2('any@example.com')).status).toBe(204)
  })

  it('forgets the leads of one e-mail, or all of them', async () => {
    await v2('forget@example.com')
    await fetch(`${base}/__leads?email=forget@example.com`, { method: 'DELETE' })
    expect(await leads('forget@example.com')).toEqual([])
    expect((await leads()).length).toBeGreaterThan(0)
    await fetch(`${base}/__leads`, { method: 'DELETE' })
    expect(await leads()).toEqual([])
  })
})

describe('the rate limit (429 mode)', () => {
  it('answers 429 with Retry-After and the error body, readable by the page; counts each try and stores nothing', async () => {
    expect((await control({ mode: '429', retryAfter: 3, email: 'busy@example.com' })).status).toBe(200)
    for (const send of [v3, v3, v2]) {
      const response = await send('busy@example.com')
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('3')
      if (send === v3) {
        expect(response.headers.get('access-control-allow-origin')).toBe('*')
        expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After')
        expect(await response.json()).toMatchObject({ status: 'error', errors: [{ errorType: 'RATE_LIMIT' }] })
      } else {
        expect([...response.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([])
      }
    }
    expect(await leads('busy@example.com')).toEqual([])
    expect((await attempts('busy@example.com')).map((a) => [a.api, a.status])).toEqual([
      ['v3', 429],
      ['v3', 429],
      ['v2', 429],
    ])

    await control({ mode: 'ok', email: 'busy@example.com' })
    expect((await v3('busy@example.com')).status).toBe(200)
    expect(await leads('busy@example.com')).toHaveLength(1)
    expect((await attempts('busy@example.com')).map((a) => a.status)).toEqual([429, 429, 429, 200])
    await fetch(`${base}/__leads?email=busy@example.com`, { method: 'DELETE' })
    expect(await attempts('busy@example.com')).toEqual([])
  })

  it('waits 2 s by default', async () => {
    await control({ mode: '429', email: 'default-wait@example.com' })
    expect((await v3('default-wait@example.com')).headers.get('retry-after')).toBe('2')
  })
})

describe('its own endpoints answer only this computer, and POSTs only as JSON', () => {
  const switchToFail = JSON.stringify({ mode: 'fail:500' })

  it.each(['evil.example', 'evil.example:3001', '127.0.0.1.evil.example', 'localhost.evil.example', '10.0.0.5:3001'])(
    'refuses Host: %s with 403 and a one-line reason (a page that rebinds its name to 127.0.0.1)',
    async (host) => {
      const headers = { Host: host, 'Content-Type': 'application/json' }
      for (const [method, pathname, body] of [
        ['POST', '/__control', switchToFail],
        ['GET', '/__leads', ''],
        ['GET', '/__attempts', ''],
        ['DELETE', '/__leads', ''],
      ] as const) {
        const answer = await raw(method, pathname, headers, body)
        expect(answer.status, `${method} ${pathname}`).toBe(403)
        expect(JSON.parse(answer.body)).toEqual({
          error: 'the recorder answers this only at 127.0.0.1, localhost or [::1]',
        })
      }
      // Neither switched to failing nor forgot anything.
      const email = `after-${host.replace(/\W/g, '-')}@example.com`
      expect((await v3(email)).status).toBe(200)
      expect(await leads(email)).toHaveLength(1)
    },
  )

  it.each(['127.0.0.1:3001', 'localhost', 'LOCALHOST:80', '[::1]:3001'])('answers Host: %s', async (host) => {
    const answer = await raw('GET', '/__leads?email=nobody@example.com', { Host: host })
    expect(answer.status).toBe(200)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a POST sent as "%s" (what a page elsewhere may send without asking) with 415',
    async (type) => {
      const answer = await raw('POST', '/__control', type ? { 'Content-Type': type } : {}, switchToFail)
      expect(answer.status).toBe(415)
      expect(JSON.parse(answer.body)).toEqual({ error: 'send this with Content-Type: application/json' })
      // The mode did not change.
      expect((await v3('still-ok@example.com')).status).toBe(200)
    },
  )

  it('takes JSON with a charset', async () => {
    const answer = await raw(
      'POST',
      '/__control',
      { 'Content-Type': 'application/json; charset=utf-8' },
      JSON.stringify({ mode: 'ok' }),
    )
    expect(answer.status).toBe(200)
  })

  it('the submission endpoints still take any Host, as the service does', async () => {
    const answer = await raw(
      'POST',
      V3_PATH,
      { Host: 'api.example.com', 'Content-Type': 'application/json' },
      JSON.stringify({ fields: [{ name: 'email', value: 'any-host@example.com' }] }),
    )
    expect(answer.status).toBe(200)
  })
})

describe('where it listens', () => {
  it('on 127.0.0.1 unless HOST says otherwise', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1')
  })
})
