/**
 * Usage: tsx scripts/check-content.ts   (part of `npm run check` and `npm run build`)
 * Reads every content file and prints each problem as `file:line: what is wrong, and how to fix it`
 * (and, in GitHub Actions, as an annotation on that line of the pull request): ./checkContentFolder.ts.
 */
import { checkContentFolder } from './checkContentFolder.ts'

if (await checkContentFolder()) process.exit(1)
