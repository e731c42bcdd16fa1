import type { ReactNode } from 'react'

const tones = {
  white: 'bg-white',
  tint: 'bg-navy-50',
  dark: 'bg-navy-900 text-white [&_h2]:text-white [&_h3]:text-white',
}

/**
 * A band of the page with an h2 title; Markdown inside is styled as prose. Its running text keeps a
 * reading measure (`measure`, styles/global.css: 65 to 75 characters a line) while its blocks (cards, grids) take the band's width.
 */
export function Section({
  title,
  id,
  intro,
  tone = 'white',
  children,
}: {
  title: string
  id?: string
  intro?: string
  tone?: keyof typeof tones
  children?: ReactNode
}) {
  return (
    <section id={id} className={tones[tone]}>
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 className="text-3xl font-bold">{title}</h2>
        {intro && <p className="measure mt-3 text-lg opacity-90">{intro}</p>}
        <div
          className={`prose prose-slate mt-6 max-w-none [&>:is(p,ul,ol,h3,h4,blockquote)]:measure [&>.not-prose]:my-8 [&>.not-prose:first-child]:mt-0 [&>.not-prose:last-child]:mb-0 ${tone === 'dark' ? 'prose-invert' : ''} prose-a:text-navy-700 prose-headings:font-serif`}
        >
          {children}
        </div>
      </div>
    </section>
  )
}
