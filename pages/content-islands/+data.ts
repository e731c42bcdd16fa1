// https://vike.dev/data
export { contentData as data } from '../../renderer/contentData'
