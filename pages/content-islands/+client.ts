// https://vike.dev/client
import { hydrateIslands } from '../../islands/hydrateIslands'
import { siteIslands } from '../../components/islands'
import { CASE_REVIEW_BUTTON, rememberEarlyOpens } from '../../components/lead/earlyOpens'
import { hasQueuedLead } from '../../components/lead/leadOutboxKey'

rememberEarlyOpens()
hydrateIslands(siteIslands, { opener: CASE_REVIEW_BUTTON, queued: () => hasQueuedLead(location.pathname) })
