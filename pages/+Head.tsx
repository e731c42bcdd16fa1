// https://vike.dev/Head
/** Canonical link, keywords, social tags and the page's structured data (pages/structuredData/). */
import { usePageContext } from 'vike-react/usePageContext'
import { contentPageData } from './shellData.ts'
import { pageWords } from './pageWords.ts'
import { locales } from '../lib/content/schema/languageNames.ts'
import { shareImage } from './shareImage.ts'

export default function PageHead() {
  const { data, is404 } = usePageContext()
  if (!data) throw new Error('Every page has data (pages/content/+data.ts, pages/_error/+data.ts).')
  const { siteUrl, facts, language, alternates, notFound } = data
  const { title, heading, description, canonical: path, keywords, image: photo } = pageWords(data)
  const canonical = `${siteUrl}${path}`
  const image = shareImage(
    siteUrl,
    { canonical: path, title: heading, overPhoto: Boolean(photo) },
    { altTemplate: facts.words.shell.shareImageAlt, firmName: facts.site.name },
  )
  return (
    <>
      {/* The not-found page too (every page has one); its 404 status and noindex keep it out of search. */}
      <link rel="canonical" href={canonical} />
      {(is404 || notFound) && <meta name="robots" content="noindex" />}
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="theme-color" content="#0f2742" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={facts.site.name} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:locale" content={locales[language]} />
      {/* A translated pair names both pages, and the English one for every other language. */}
      {alternates && (
        <>
          <link rel="alternate" hrefLang="en" href={`${siteUrl}${alternates.en}`} />
          <link rel="alternate" hrefLang="es" href={`${siteUrl}${alternates.es}`} />
          <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${alternates.en}`} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {/* biome-ignore-start lint/security/noDangerouslySetInnerHtml: JSON from the content with every `<` escaped, so it cannot close the script element. */}
      {(contentPageData(data)?.jsonLd ?? []).map((item) => (
        <script
          key={jsonLdKey(item)}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
        />
      ))}
      {/* biome-ignore-end lint/security/noDangerouslySetInnerHtml: the JSON-LD scripts above. */}
    </>
  )
}

/** Each item has an `@id` (the firm, an office) or is the page's only one of its `@type`. */
function jsonLdKey(item: object): string {
  const { '@id': id, '@type': type } = item as { '@id'?: string; '@type'?: string }
  return String(id ?? type)
}
