// https://vike.dev/route
/** The Spanish not-found page, pre-rendered once, as dist/client/es/404.html. */
export default '/es/404'
