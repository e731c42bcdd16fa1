/** The local stand-in for the form service: records v2 and v3 leads, and fails on request. */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMode, startLeadRecorder, type RecordedLead } from '../../scripts/lead-recorder.ts'

let server: Server
let base = ''
beforeAll(async () => {
  server = await startLeadRecorder({ port: 0, file: path.join(mkdtempSync(path.join(os.tmpdir(), 'recorder-')), 'leads.jsonl'), mode: { kind: 'ok' } })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const v2 = (email: string) => fetch(`${base}/uploads/form/v2/123/abc`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ firstname: 'Dana', email, message: 'Case Type: other\n\nDescription: ' }) })
const leads = async (email?: string) => (await (await fetch(`${base}/__leads${email ? `?email=${email}` : ''}`)).json()) as RecordedLead[]
const control = (body: object) => fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify(body) })

describe('parseMode', () => {
  it('reads the four modes and rejects anything else', () => {
    expect(parseMode(undefined)).toEqual({ kind: 'ok' })
    expect(parseMode('fail:503')).toEqual({ kind: 'fail', status: 503 })
    expect(parseMode('fail')).toEqual({ kind: 'fail', status: 500 })
    expect(parseMode('hang:250')).toEqual({ kind: 'hang', ms: 250 })
    expect(parseMode('drop')).toEqual({ kind: 'drop' })
    expect(parseMode('fail:200')).toBeUndefined()
    expect(parseMode('hang:soon')).toBeUndefined()
    expect(parseMode('explode')).toBeUndefined()
  })
})

describe('the recorder', () => {
  it('answers a v2 upload with 204 and CORS, and records its fields', async () => {
    const response = await v2('v2@example.com')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const [lead] = await leads('v2@example.com')
    expect(lead).toMatchObject({ api: 'v2', portalId: '123', formId: 'abc', contentType: 'application/x-www-form-urlencoded', fields: { firstname: 'Dana', email: 'v2@example.com', message: 'Case Type: other\n\nDescription: ' } })
  })

  it('answers a v3 submission with 200 and records fields and context', async () => {
    const body = { fields: [{ objectTypeId: '0-1', name: 'email', value: 'v3@example.com' }], context: { pageUri: 'http://x/', pageName: 'X' } }
    const response = await fetch(`${base}/submissions/v3/integration/submit/123/abc`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    expect(await leads('v3@example.com')).toEqual([expect.objectContaining({ api: 'v3', fields: { email: 'v3@example.com' }, context: body.context })])
  })

  it('answers a broken body or control message with 400 and keeps running', async () => {
    const bad = await fetch(`${base}/submissions/v3/integration/submit/123/abc`, { method: 'POST', body: '{not json' })
    expect(bad.status).toBe(400)
    expect((await control({ mode: 'explode' })).status).toBe(400)
    expect((await fetch(`${base}/__control`, { method: 'POST', body: 'nope' })).status).toBe(400)
    expect((await v2('still@example.com')).status).toBe(204)
  })

  it('fails, drops or delays only the leads of one e-mail when told so', async () => {
    expect((await control({ mode: 'fail:503', email: 'fail@example.com' })).status).toBe(200)
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
