// https://vike.dev/Layout
/** The shell of every page: skip links, header, main, footer, the phone's action bar, toast region. */
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import '../styles/global.css'
import { SkipLinks } from '../components/layout/SkipLinks.tsx'
import { SiteHeader } from '../components/layout/SiteHeader.tsx'
import { SpanishSpokenBar } from '../components/layout/SpanishSpokenBar.tsx'
import { SiteFooter } from '../components/layout/SiteFooter.tsx'
import { MobileActionBar } from '../components/layout/MobileActionBar.tsx'
import { ToastRegion } from '../components/layout/ToastRegion.tsx'
import { SiteFactsProvider } from '../components/FactsContext.tsx'
import { contentPageData } from './shellData.ts'

export default function SiteLayout({ children }: { children: ReactNode }) {
  const data = usePageContext().data
  if (!data) throw new Error('Every page has data (pages/content/+data.ts, pages/_error/+data.ts).')
  const { facts, otherLanguageHref } = data
  const { site } = facts
  return (
    <SiteFactsProvider facts={facts}>
      <SkipLinks />
      {facts.language === 'es' && <SpanishSpokenBar site={site} label={facts.words.shell.spanishSpoken} />}
      <SiteHeader site={site} otherLanguageHref={otherLanguageHref} />
      <main id="main-content" tabIndex={-1} className="wrap-anywhere focus:outline-none">
        {children}
      </main>
      <SiteFooter site={site} buildYear={new Date().getFullYear()} />
      <MobileActionBar phone={site.phones.tollFree} review={contentPageData(data)?.caseReview} />
      <ToastRegion />
    </SiteFactsProvider>
  )
}
