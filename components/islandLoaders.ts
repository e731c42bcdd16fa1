/** The components that run in the browser, each loaded only on pages that show it. */
import type { ComponentType } from 'react'

export const islandLoaders = {
  LeadDialogs: () => import('./lead/LeadDialogs').then((m) => m.LeadDialogs as ComponentType<never>),
  LeadForm: () => import('./lead/LeadForm').then((m) => m.LeadForm as ComponentType<never>),
  VideoFacade: () => import('./blocks/VideoFacade').then((m) => m.VideoFacade as ComponentType<never>),
  GlossarySearch: () => import('./search/GlossarySearch').then((m) => m.GlossarySearch as ComponentType<never>),
  FaqGlossaryTabs: () => import('./search/FaqGlossaryTabs').then((m) => m.FaqGlossaryTabs as ComponentType<never>),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islandLoaders
