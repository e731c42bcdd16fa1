/**
 * What the browser tab and a search result show: the page's own title, then the firm's short name
 * when the two fit in the 60 characters search engines show. The name is site.yaml's, never a page's,
 * so a firm with a longer name keeps every title whole.
 */
export const TITLE_MAX = 60

export function documentTitle(title: string, firmName: string): string {
  const withName = `${title} | ${firmName}`
  return withName.length <= TITLE_MAX && !title.includes(firmName) ? withName : title
}
