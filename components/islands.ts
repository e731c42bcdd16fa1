/**
 * The components that run in the browser (islands), each loaded only on pages that show it and
 * only when it is needed: what wakes each one (islands/islandTriggers.ts). The islands runtime
 * is handed this table (pages/content-islands/+client.ts); it imports no component itself.
 */
import type { ComponentType } from 'react'
import type { IslandKind } from '../islands/hydrateIslands.ts'

const component =
  <M>(load: () => Promise<M>, pick: (module: M) => unknown) =>
  () =>
    load().then((m) => pick(m) as ComponentType<never>)

const caseReviewForm = component(
  () => import('./lead/CaseReviewFields.tsx'),
  (m) => m.CaseReviewForm,
)

// The keys are the names the built pages carry (`data-island="LeadForm"`) and their records hold:
// a stable part of the markup, kept as the pages have always had them.
export const siteIslands = {
  LeadDialogs: {
    load: component(
      () => import('./lead/CaseReviewDialogs.tsx'),
      (m) => m.CaseReviewDialogs,
    ),
    wakeOn: ['opener', 'queued'],
  },
  LeadForm: {
    load: caseReviewForm,
    wakeOn: ['touch', 'visible', 'idle', 'queued'],
  },
  // The same form in a page's hero (lead/HeroCaseReview.tsx): on the first screen, so `visible` and
  // `idle` would load it on every visit; it waits for the visitor's first touch. A queued lead is
  // the page's dialog's to send, where the page has one.
  HeroLeadForm: {
    load: caseReviewForm,
    wakeOn: ['touch', 'queued-alone'],
  },
  VideoFacade: {
    load: component(
      () => import('./blocks/VideoFacade.tsx'),
      (m) => m.VideoFacade,
    ),
    wakeOn: ['touch'],
  },
  GlossarySearch: {
    load: component(
      () => import('./search/GlossarySearch.tsx'),
      (m) => m.GlossarySearch,
    ),
    wakeOn: ['touch', 'visible'],
  },
  FaqGlossaryTabs: {
    load: component(
      () => import('./search/FaqGlossaryTabs.tsx'),
      (m) => m.FaqGlossaryTabs,
    ),
    wakeOn: ['touch', 'visible'],
  },
} satisfies Record<string, IslandKind>

export type IslandName = keyof typeof siteIslands
