// https://vike.dev/onBeforePrerenderStart
export default () => ['/es/404']
