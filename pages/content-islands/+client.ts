// https://vike.dev/client
import { hydrateIslands } from '../../renderer/islands/hydrateIslands'

hydrateIslands()
