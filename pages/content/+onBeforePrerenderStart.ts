// https://vike.dev/onBeforePrerenderStart
import { prerenderUrls } from '../../renderer/contentRoute'

export default function onBeforePrerenderStart() {
  return prerenderUrls(false)
}
