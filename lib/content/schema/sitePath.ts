/** The address fields of the YAML files and frontmatter, each held to the one URL rule (./urlRule.ts). */
import { z } from 'zod'
import { urlFieldMessage, urlProblem, type UrlKind } from './urlRule.ts'

/** An address field; checks chained after it run only when it passes. */
export const address = (kind: UrlKind) =>
  z.string().refine((url) => !urlProblem(url, kind), {
    abort: true,
    error: (issue) => urlFieldMessage(String(issue.input), kind),
  })

/** A site address: starts with `/`, lowercase words joined by `-`, no trailing slash. */
export const sitePath = address('internal').regex(/^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$|^\/$/, {
  message:
    'must be a site address like `/car-accident-lawyer`: start with `/`, lowercase letters, digits and `-`, no trailing `/`',
})

export function isSpanishPath(url: string): boolean {
  return url === '/es' || url.startsWith('/es/')
}

/** A Spanish address: `/es` (the Spanish home page) or `/es/...`. */
export const spanishPath = sitePath.refine(isSpanishPath, {
  message: 'must start with `/es/` (Spanish pages live under /es/, e.g. `/es/abogado-accidentes-de-auto`)',
})
