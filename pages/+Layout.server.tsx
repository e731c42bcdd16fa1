// https://vike.dev/Layout
export { SiteLayout as default } from '../renderer/SiteLayout'
