// https://vike.dev/onBeforeRenderHtml: the same body loading as pages/content.
export { default } from '../content/+onBeforeRenderHtml.ts'
