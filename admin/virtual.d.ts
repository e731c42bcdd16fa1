declare module 'virtual:editor-config' {
  const config: Record<string, unknown>
  export default config
}
