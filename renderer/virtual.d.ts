declare module 'virtual:search-index/*' {
  const index: import('../components/search/searchEngine').SerializedIndex
  export default index
}
