// https://vike.dev/client
import { hydrateIslands } from '../../renderer/islands/hydrateIslands'
import { rememberEarlyOpens } from '../../components/lead/earlyOpens'

rememberEarlyOpens()
hydrateIslands()
