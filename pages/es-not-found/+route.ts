// https://vike.dev/route
/** The Spanish not-found page, pre-rendered once and moved to dist/client/es/404.html by the postbuild. */
export default '/es/404'
