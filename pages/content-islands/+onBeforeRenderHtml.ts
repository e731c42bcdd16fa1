// https://vike.dev/onBeforeRenderHtml
export { loadBody as default } from '../../renderer/loadBody'
