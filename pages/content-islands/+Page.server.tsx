// https://vike.dev/Page: the same page as pages/content; only its route and +client.ts differ.
export { default } from '../content/+Page.server.tsx'
