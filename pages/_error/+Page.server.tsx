// https://vike.dev/error-page
export { NotFoundPage as default } from '../../renderer/NotFoundPage'
