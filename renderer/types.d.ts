import type { ComponentType } from 'react'
import type { ContentPageData } from './contentData'

declare global {
  namespace Vike {
    interface PageContext {
      /** The compiled MDX body of the page, loaded before rendering. */
      Body?: ComponentType<{ components?: Record<string, ComponentType<never>> }>
      data?: ContentPageData
    }
  }
}
export {}
