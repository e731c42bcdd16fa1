/** The candidate an editor most likely meant by a misspelt word ("did you mean ...?"), or none close enough. */
import { editDistance } from './editDistance.ts'

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  const max = Math.max(2, Math.floor(word.length / 3))
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase(), max)
    if (d < bestDistance) {
      bestDistance = d
      best = candidate
    }
  }
  return bestDistance <= max ? best : undefined
}
