// Decap's string templates (the list summary), as tests/unit/editor/entrySearch.test.ts reads them.
declare module 'decap-cms-lib-widgets/dist/esm/stringTemplate.js' {
  export function extractTemplateVars(template: string): string[]
  export function compileStringTemplate(template: string, date: Date | null, identifier: string, data: unknown): string
}
