/** Speed budgets checked on every build (docs/PERFORMANCE.md). */
export const JS_BUDGET_GZIP = 90 * 1024
export const CSS_BUDGET_GZIP = 15 * 1024
