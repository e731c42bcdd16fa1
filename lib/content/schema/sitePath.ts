/** The address fields of the YAML files and frontmatter, each held to the one URL rule (./urlRule.ts). */
import { z } from 'zod'
import { urlFieldMessage, urlProblem, type UrlKind } from './urlRule.ts'
import { reservedPathProblem } from './reservedPaths.ts'

/** An address field; checks chained after it run only when it passes. */
export const address = (kind: UrlKind) =>
  z.string().refine((url) => !urlProblem(url, kind), {
    abort: true,
    error: (issue) => urlFieldMessage(String(issue.input), kind),
  })

const SITE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$|^\/$/
const SITE_PATH_MESSAGE =
  'must be a site address like `/car-accident-lawyer`: start with `/`, lowercase letters, digits and `-`, no trailing `/`'

/** A site address: starts with `/`, lowercase words joined by `-`, no trailing slash. */
export const sitePath = address('internal').regex(SITE_PATH, { message: SITE_PATH_MESSAGE })

/**
 * A page's own address (`path`, `aliases`, `canonical`): a site address the site does not keep for
 * itself (./reservedPaths.ts). That is judged first, in any case and with a trailing `/`, so the
 * message says why rather than only how it is written.
 */
export const pagePath = address('internal')
  .refine((url) => !reservedPathProblem(url), {
    abort: true,
    error: (issue) => reservedPathProblem(String(issue.input)),
  })
  .regex(SITE_PATH, { message: SITE_PATH_MESSAGE })

export function isSpanishPath(url: string): boolean {
  return url === '/es' || url.startsWith('/es/')
}

const SPANISH_MESSAGE = 'must start with `/es/` (Spanish pages live under /es/, e.g. `/es/abogado-accidentes-de-auto`)'

/** A Spanish address: `/es` (the Spanish home page) or `/es/...`. */
export const spanishPath = sitePath.refine(isSpanishPath, { message: SPANISH_MESSAGE })

/** A Spanish page's own address. */
export const spanishPagePath = pagePath.refine(isSpanishPath, { message: SPANISH_MESSAGE })
