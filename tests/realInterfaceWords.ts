/**
 * The real content/interface.yaml, read the way the build reads it (loadInterfaceWords), in each
 * language: for tests that derive what the site says from the content (and tests/spec, which
 * holds the English words to the specification).
 */
import path from 'node:path'
import { loadInterfaceWords } from '../lib/content/read/loadInterfaceWords.ts'
import { wordsIn } from '../lib/content/schema/interfaceKeys.ts'
import type { ContentProblem } from '../lib/content/model/problems.ts'

export const interfaceProblems: ContentProblem[] = []
const file = loadInterfaceWords(path.resolve('content'), interfaceProblems).words
if (!file) throw new Error(`content/interface.yaml does not read: ${JSON.stringify(interfaceProblems)}`)

export const englishWords = wordsIn(file, 'en')
export const spanishWords = wordsIn(file, 'es')
