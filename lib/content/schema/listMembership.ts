/**
 * Whether an entry is on a list a page shows (the component registry's `shows`): a FAQ or glossary
 * list by the entry's `lists`, the `featured` attorneys by `featured`. The site's lists
 * (lib/content/entries.ts) and the dev server's choice of pages for an entry's problem follow it.
 */
export function isOnList(data: { lists?: readonly string[]; featured?: boolean }, list: string): boolean {
  return list === 'featured' ? data.featured === true : (data.lists?.includes(list) ?? false)
}
