// https://vike.dev/data: the same data as pages/content.
export { data } from '../content/+data.ts'
