/**
 * What the marketing-form service sends back, imitated so that a test sees what a
 * page in production sees. v3 answers JSON with CORS headers, errors in the service's shape;
 * the legacy v2 upload sends no CORS headers at all, so a page cannot read any of its answers.
 */
import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'

export type LeadApi = 'v2' | 'v3'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

const headersOf = (api: LeadApi, extra: Record<string, string> = {}) => (api === 'v3' ? { ...CORS, ...extra } : extra)

/** The preflight a JSON request from a page triggers (v3); v2 never sends CORS headers. */
export function answerPreflight(res: ServerResponse, api: LeadApi): void {
  res.writeHead(204, headersOf(api)).end()
}

export function answerSuccess(res: ServerResponse, api: LeadApi): void {
  if (api === 'v2') return void res.writeHead(204).end()
  res
    .writeHead(200, headersOf(api, { 'Content-Type': 'application/json;charset=utf-8' }))
    .end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }))
}

export interface ServiceError {
  message: string
  errorType: string
}

/** `{"status":"error","message":...,"correlationId":...,"errors":[{"message":...,"errorType":...}]}` */
export function answerError(
  res: ServerResponse,
  api: LeadApi,
  status: number,
  message: string,
  errors: ServiceError[],
  extra: Record<string, string> = {},
): void {
  const body = { status: 'error', message, correlationId: randomUUID(), errors }
  res
    .writeHead(status, headersOf(api, { 'Content-Type': 'application/json;charset=utf-8', ...extra }))
    .end(JSON.stringify(body))
}

/** What the service says about an e-mail address it does not accept. */
export function answerInvalidEmail(res: ServerResponse, api: LeadApi): void {
  answerError(res, api, 400, 'The request is not valid', [
    { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
  ])
}

/**
 * The service's rate limit (50 submissions per 10 s per account): 429 with the seconds to wait.
 * A page reads `Retry-After` only when the answer exposes it to CORS: the recorder does, so the
 * browser tests see the page honour it (without it the page falls back to its own backoff).
 */
export function answerTooManyRequests(res: ServerResponse, api: LeadApi, retryAfter: number): void {
  const exposed: Record<string, string> = api === 'v3' ? { 'Access-Control-Expose-Headers': 'Retry-After' } : {}
  answerError(
    res,
    api,
    429,
    'The lead recorder was told to answer as the rate limit does.',
    [{ message: 'Too many submissions: wait for Retry-After and try again.', errorType: 'RATE_LIMIT' }],
    { 'Retry-After': String(retryAfter), ...exposed },
  )
}
