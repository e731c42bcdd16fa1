/** Speed budgets checked on every build (docs/PERFORMANCE.md). */
export const JS_BUDGET_GZIP = 90 * 1024
export const CSS_BUDGET_GZIP = 15 * 1024
/** The page's HTML: its first paint waits for it (the largest today, /faq, is about 15 KB). */
export const HTML_BUDGET_GZIP = 20 * 1024
