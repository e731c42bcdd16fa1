// https://vike.dev/Layout
/** The shell of every page: skip links, header, main, footer, floating call button, toast region. */
import type { ReactNode } from 'react'
import '../renderer/global.css'
import { SkipLinks } from '../components/layout/SkipLinks'
import { SiteHeader } from '../components/layout/SiteHeader'
import { SiteFooter } from '../components/layout/SiteFooter'
import { FloatingCallButton } from '../components/layout/FloatingCallButton'
import { ToastRegion } from '../components/layout/ToastRegion'
import { getSite } from '../lib/content/index'

export default function SiteLayout({ children }: { children: ReactNode }) {
  const site = getSite()
  return (
    <>
      <SkipLinks />
      <SiteHeader site={site} />
      <main id="main-content" tabIndex={-1} className="wrap-anywhere focus:outline-none">
        {children}
      </main>
      <SiteFooter site={site} buildYear={new Date().getFullYear()} />
      <FloatingCallButton phone={site.phones.tollFree} />
      <ToastRegion />
    </>
  )
}
