/**
 * The page template of each collection whose entries have pages of their own (`routes: { kind:
 * 'entry' }` in lib/content/schema/collectionRegistry.ts), by collection: what its page hands its
 * components (`data`) and the component that renders it (`Page`). This folder's data and page hooks
 * choose here by the route's collection; a new collection with a page per entry adds its template here.
 */
import type { ReactNode } from 'react'
import type { Content } from '../../lib/content/store.ts'
import type { EntryRoute } from '../../lib/content/routes.ts'
import type { EntryPageCollection } from '../../lib/content/schema/collectionRegistry.ts'
import type { EntryPageData } from './entryPageData.ts'
import { AttorneyPage } from '../../components/attorneys/AttorneyPage.tsx'
import { attorneyPageData } from './attorneys/attorneyPageData.ts'

interface EntryTemplate<K extends EntryPageCollection, D extends EntryPageData<K>> {
  data: (content: Content, route: EntryRoute<K>) => D
  Page: (props: { data: D }) => ReactNode
}

/** A template with the type of its data kept between its two halves (the map below holds any collection's). */
const template = <K extends EntryPageCollection, D extends EntryPageData<K>>(parts: EntryTemplate<K, D>) =>
  parts as unknown as EntryTemplate<K, EntryPageData<K>>

const templates: { [K in EntryPageCollection]: EntryTemplate<K, EntryPageData<K>> } = {
  attorneys: template({
    data: attorneyPageData,
    Page: ({ data }) => <AttorneyPage attorney={data.attorney} trail={data.trail} review={data.caseReview} />,
  }),
}

function dataOf<K extends EntryPageCollection>(content: Content, route: EntryRoute<K>): EntryPageData {
  return templates[route.collection].data(content, route)
}

/** The data of an entry's page, made by its collection's template. */
export function entryPageData(content: Content, route: EntryRoute): EntryPageData {
  return dataOf(content, route)
}

/** Whether a page's data is an entry page's (a collection's template made it). */
export function isEntryPageData(data: unknown): data is EntryPageData {
  const collection = (data as { collection?: unknown } | undefined)?.collection
  return typeof collection === 'string' && Object.hasOwn(templates, collection)
}

/** The entry's page, rendered by its collection's template. */
export function EntryTemplatePage({ data }: { data: EntryPageData }) {
  const { Page } = templates[data.collection]
  return <Page data={data} />
}
