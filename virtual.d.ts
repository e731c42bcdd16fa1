declare module 'virtual:search-index/*' {
  const index: import('../components/search/searchEngine').SerializedIndex
  export default index
}
declare module 'virtual:lead-target' {
  /** Where leads go, from the build settings (scripts/vite-plugin-lead-target.ts). */
  export const LEAD_TARGET: import('../lib/content/schema/leadTypes').LeadTarget
}
