// https://vike.dev/Layout
/** The shell of every page: skip links, header, main, footer, floating call button, toast region. */
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import '../styles/global.css'
import { SkipLinks } from '../components/layout/SkipLinks.tsx'
import { SiteHeader } from '../components/layout/SiteHeader.tsx'
import { SpanishSpokenBar } from '../components/layout/SpanishSpokenBar.tsx'
import { SiteFooter } from '../components/layout/SiteFooter.tsx'
import { FloatingCallButton } from '../components/layout/FloatingCallButton.tsx'
import { ToastRegion } from '../components/layout/ToastRegion.tsx'
import { SiteFactsProvider } from '../components/FactsContext.tsx'

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
      <FloatingCallButton phone={site.phones.tollFree} />
      <ToastRegion />
    </SiteFactsProvider>
  )
}
