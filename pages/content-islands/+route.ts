// https://vike.dev/route-function
import { contentRoute } from '../../renderer/contentRoute'

export default contentRoute(true)
