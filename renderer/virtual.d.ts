declare module 'virtual:content-bodies' {
  /** The compiled body of a content file (its path as content problems name it). */
  export function loadBodyModule(file: string): Promise<{ default: import('../pages/content/EntryBodies').MdxBody }>
}
declare module '*.mdx' {
  import type { ComponentType } from 'react'
  const Body: ComponentType<{ components?: Record<string, unknown> }>
  export default Body
}
declare module 'virtual:search-index/*' {
  const index: import('../components/search/searchEngine').SerializedIndex
  export default index
}
