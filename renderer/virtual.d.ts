declare module 'virtual:content-bodies' {
  export const bodies: Record<string, () => Promise<{ default: import('react').ComponentType<{ components?: Record<string, unknown> }> }>>
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
