/** The components that run in the browser, each loaded only on pages that show it. */
import type { ComponentType } from 'react'

export const islandLoaders = {
  LeadDialogs: () => import('./lead/LeadDialogs.tsx').then((m) => m.LeadDialogs as ComponentType<never>),
  LeadForm: () => import('./lead/LeadForm.tsx').then((m) => m.LeadForm as ComponentType<never>),
  VideoFacade: () => import('./blocks/VideoFacade.tsx').then((m) => m.VideoFacade as ComponentType<never>),
  GlossarySearch: () => import('./search/GlossarySearch.tsx').then((m) => m.GlossarySearch as ComponentType<never>),
  FaqGlossaryTabs: () => import('./search/FaqGlossaryTabs.tsx').then((m) => m.FaqGlossaryTabs as ComponentType<never>),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islandLoaders
