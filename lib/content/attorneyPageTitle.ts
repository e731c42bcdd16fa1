import { TITLE_MAX } from './schema/documentTitle.ts'

/** An attorney's page title: name and title when they fit the 60 characters a search result shows; else the name. */
export function attorneyPageTitle({ name, title }: { name: string; title: string }): string {
  const full = `${name}, ${title}`
  return full.length <= TITLE_MAX ? full : name
}
