// https://vike.dev/client
import { hydrateIslands } from '../../islands/hydrateIslands.ts'
import { siteIslands } from '../../components/islands.ts'
import { CASE_REVIEW_BUTTON, rememberEarlyOpens } from '../../components/lead/earlyOpens.ts'
import { hasQueuedLead } from '../../components/lead/leadOutboxKey.ts'

rememberEarlyOpens()
hydrateIslands(siteIslands, { opener: CASE_REVIEW_BUTTON, queued: () => hasQueuedLead(location.pathname) })
