// https://vike.dev/Head
export { PageHead as default } from '../renderer/PageHead'
