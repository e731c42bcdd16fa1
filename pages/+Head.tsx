// https://vike.dev/Head
/** Canonical link, keywords, social tags and (home only) the LegalService JSON-LD. */
import { usePageContext } from 'vike-react/usePageContext'
import { getSite } from '../lib/content/index'
import { getSettings } from '../lib/content/settings'
import { legalServiceJsonLd } from './legalServiceJsonLd'

export default function PageHead() {
  const { data, is404 } = usePageContext()
  const site = getSite()
  const { siteUrl } = getSettings()
  const title = data?.title ?? site.notFound.title
  const description = data?.description ?? site.notFound.description
  const canonical = `${siteUrl}${data?.canonical ?? '/404'}`
  const image = `${siteUrl}/images/og-default.png`
  return (
    <>
      {/* The not-found page too (CONTRACT 4: every page); its 404 status and noindex keep it out of search. */}
      <link rel="canonical" href={canonical} />
      {is404 && <meta name="robots" content="noindex" />}
      {data && data.keywords.length > 0 && <meta name="keywords" content={data.keywords.join(', ')} />}
      <meta name="theme-color" content="#0f2742" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {/* biome-ignore-start lint/security/noDangerouslySetInnerHtml: JSON from site.yaml with every `<` escaped, so it cannot close the script element. */}
      {data?.canonical === '/' && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(legalServiceJsonLd(site, siteUrl)).replace(/</g, '\\u003c'),
          }}
        />
      )}
      {/* biome-ignore-end lint/security/noDangerouslySetInnerHtml: the JSON-LD script above. */}
    </>
  )
}
