// Imports written the ways a line-by-line reading missed (tests/unit/importRules.test.ts reads this file; it never runs).
import {
  circles,
  importsOf,
} from '../importGraph.ts'
import type { renderWithFacts } from '../renderWithFacts.ts'
export { contentExpectations } from '../contentExpectations.ts'

const text = "import nothing from '../not-an-import.ts'"
export const later = () => import('../realLeadForms.ts')
export type Unused = [typeof circles, typeof importsOf, typeof renderWithFacts, typeof text]
