/** Reads a request body up to a limit; past it, stops reading (the caller answers 413 and closes). */
import type { IncomingMessage } from 'node:http'

export const MAX_BODY_BYTES = 1_000_000

export class BadRequest extends Error {}
export class TooLarge extends Error {}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return Promise.reject(new TooLarge(`the body is over ${limit} bytes`))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.pause()
      req.removeAllListeners('data')
      reject(new TooLarge(`the body is over ${limit} bytes`))
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}')
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // Reported below.
  }
  throw new BadRequest('the body must be a JSON object')
}

/** Puts text on one log line: a newline in a visitor's name cannot start a forged line. */
export function oneLine(text: string): string {
  return JSON.stringify(text).slice(1, -1)
}
