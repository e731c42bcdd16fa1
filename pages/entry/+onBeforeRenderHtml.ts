// https://vike.dev/onBeforeRenderHtml: the same body loading as pages/content (the bio is the page's body).
export { default } from '../content/+onBeforeRenderHtml.ts'
