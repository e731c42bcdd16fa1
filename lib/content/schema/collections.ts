/**
 * One zod schema per content collection. Every field an editor writes is described here;
 * the descriptions feed the error messages and docs/CONTENT.md.
 */
import { z } from 'zod'
import { leadFormSchema } from './leadForm.ts'
import { address, pagePath, sitePath } from './sitePath.ts'
import { categoryWordsSchema, practiceAreaWordsSchema, regionWordsSchema, siteWordsSchema } from './spanishWords.ts'
import { photoName } from './photoName.ts'
import { footerSchema, notFoundSchema } from './shellWords.ts'
import { TITLE_MAX } from './documentTitle.ts'
import { retiredSiteFields, retireFields } from './retiredFields.ts'
import { ratingSchema, resultSchema, testimonialSchema } from './proofSchemas.ts'
import { faqLists, glossaryLists } from './listNames.ts'

export { sitePath }
export { faqLists, glossaryLists, type FaqListName } from './listNames.ts'

/** A file of the site's own, e.g. `/images/logo.svg`. */
const siteFile = address('internal').startsWith('/')

/** A full `https://` address of another website. */
const httpsAddress = address('https')

const phoneSchema = z.object({
  /** How the number is shown, e.g. `(800) 555-0199`. */
  display: z.string().min(7),
  /** The dialable form, e.g. `+18005550199`. */
  tel: z.string().regex(/^\+\d{10,15}$/, { message: 'must be `+` and digits only, e.g. `+18005550199`' }),
})

const linkSchema = z.strictObject({ label: z.string().min(2), href: sitePath })

const officeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3),
  street: z.string().min(3),
  city: z.string().min(2),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/, { message: 'must be a five-digit ZIP code in quotes, e.g. "11749"' }),
  /** Which entry of `phones` this office answers on. */
  phone: z.enum(['tollFree', 'main']),
  /** Each line: `days` (`Monday - Friday`, `Saturday`) and `time` (`9:00 AM - 6:00 PM`, or words such as `By appointment`). */
  hours: z.array(z.strictObject({ days: z.string(), time: z.string() })).min(1),
  /** Where the office is on a map, for search engines: `{ latitude: 40.8043, longitude: -73.1737 }`. */
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
})

export const siteSchema = z.strictObject({
  name: z.string().min(3),
  alternateName: z.string().min(3),
  shortName: z.string().min(3),
  foundingYear: z.number().int().min(1800).max(2100),
  siteUrl: httpsAddress,
  priceRange: z.string(),
  logo: z.strictObject({ src: siteFile, alt: z.string().min(3) }),
  phones: z.strictObject({ tollFree: phoneSchema, main: phoneSchema, fax: phoneSchema, privacyOptOut: phoneSchema }),
  emails: z.strictObject({ info: z.email(), clients: z.email(), privacy: z.email() }),
  offices: z.array(officeSchema).min(1),
  emergencyNote: z.string(),
  /** The firm's rating, shown as stars; its `source` and `count` only where the firm gives them. */
  rating: ratingSchema,
  /** Case results, each tagged with the practice areas and places whose pages show it (`<Proof />`). */
  results: z.array(resultSchema).default([]),
  /** Clients' words, each tagged with its practice area and places (`<Proof />`). */
  testimonials: z.array(testimonialSchema).default([]),
  recoveredTotal: z.string(),
  attorneyCount: z.string(),
  combinedYears: z.string(),
  social: z.array(z.strictObject({ name: z.string(), url: httpsAddress })).default([]),
  brandVideo: z.strictObject({ youtubeId: z.string().regex(/^[\w-]{11}$/), title: z.string() }),
  navigation: z.array(linkSchema).min(1),
  /** Under the call button of the small-screen menu, e.g. `Free consultation, 24/7`. */
  menuNote: z.string().min(3),
  footer: footerSchema(linkSchema, 'en'),
  /** The not-found page (404.html); `error` replaces title and text when a page fails to show. */
  notFound: notFoundSchema(linkSchema),
  /** The Spanish words of the facts above (./spanishWords.ts). */
  es: siteWordsSchema.optional(),
})
// No field says where leads go: that is the build's environment alone (./retiredFields.ts).
retireFields(siteSchema, retiredSiteFields)

/** The id content uses to name a region or place, e.g. `garden-city`. */
export const placeId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase words joined by `-`, e.g. `garden-city`' })

const namedPlaceSchema = z.strictObject({ id: placeId, name: z.string().min(2) })

const regionSchema = z
  .strictObject({
    id: placeId,
    /** As pages show it, e.g. `Nassau County`. */
    name: z.string().min(2),
    /** The region's own page: its communities' badges link there. Leave out for plain badges. */
    page: sitePath.optional(),
    /** The office (content/site.yaml `offices` id) that serves the region: its page describes that office to search engines. */
    office: z.string().optional(),
    /** The region's card on /areas-we-serve; leave out for no card. */
    card: z
      .strictObject({
        description: z.string().min(40).max(300),
        /** Shown as badges under the places. */
        practiceAreas: z.array(z.string().min(3)).min(1),
        /** Ids of the places the card names, in order (it shows the first 6, then "+N more"). The home page's JSON-LD `areaServed` names them too. */
        municipalities: z.array(placeId).min(1),
      })
      .optional(),
    /** The towns, villages, hamlets or neighborhoods `<PlaceBadges region="...">` lists, in order. */
    communities: z.array(namedPlaceSchema).default([]),
    /** Other named places (malls, hospitals, harbors, airports) pages may name by id. */
    landmarks: z.array(namedPlaceSchema).default([]),
    /** What Spanish pages show differently (./spanishWords.ts). */
    es: regionWordsSchema.optional(),
  })
  .refine((region) => !region.card || region.page, {
    message: "is missing: a region with a `card` needs a `page` for the card's button and place badges to link to",
    path: ['page'],
  })

/** content/places.yaml: every region and place the site names, once. */
export const placesSchema = z.strictObject({
  /** Added after each name in the JSON-LD `areaServed`, e.g. `NY`. */
  state: z.string().length(2),
  regions: z.array(regionSchema).min(1),
})

export const pageSchema = z.strictObject({
  /** The browser tab and search-result title, without the firm's name: the site adds it when the whole fits in 60 characters. */
  title: z
    .string()
    .min(10, { message: 'is too short: write at least 10 characters' })
    .max(TITLE_MAX, {
      message: `is too long: search engines show about ${TITLE_MAX} characters of a title; shorten it (leave out the firm's name: the site adds it when it fits)`,
    }),
  /** The search-result summary, 50 to 160 characters. */
  description: z
    .string()
    .min(50, { message: 'is too short: write 50 to 160 characters that sum up the page' })
    .max(160, { message: 'is too long: search engines cut it after 160 characters; shorten it' }),
  keywords: z.array(z.string().min(2)).optional(),
  /** The page's own address. */
  path: pagePath,
  /** Other addresses that show the same page. */
  aliases: z.array(pagePath).default([]),
  /** The address search engines should index; defaults to `path`. */
  canonical: pagePath.optional(),
  /** Case-review forms and dialogs on the page, by name (`main`, `second`, ...). */
  forms: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), leadFormSchema).optional(),
  /** Leave the page out of sitemap.xml (e.g. the legal notices stay in; nothing else uses this yet). */
  sitemap: z.boolean().default(true),
  /** A photo of content/images/ behind the page's share picture (cut to 1200 x 630); without it, the picture is the site's navy card with the page's title. */
  image: photoName.optional(),
})

export const attorneySchema = z.strictObject({
  name: z.string().min(3),
  title: z.string().min(3),
  /** Phone extension at the main office. */
  extension: z.string().regex(/^\d{2,5}$/, { message: 'must be 2 to 5 digits, in quotes, e.g. "214"' }),
  email: z.email(),
  /** Focus areas shown as tags (never call them specialties: NY Rule 7.4). */
  focusAreas: z.array(z.string()).min(1),
  /** A portrait in content/images/, e.g. `attorneys/jane-doe.jpg`; the initials show without one. */
  photo: photoName.optional(),
  /** Two or three sentences shown before "Read Full Bio". */
  bio: z.string().min(40),
  /** Order on the attorneys page (1 first). */
  order: z.number().int().min(1),
  /** Courts and bars the attorney is admitted to, one per line, shown on their own page (e.g. `New York State Bar, 1998`). */
  admissions: z.array(z.string().min(3)).optional(),
  /** Languages the attorney speaks with clients, by name (e.g. `English`, `Spanish`), shown on their own page. */
  languages: z.array(z.string().min(2)).optional(),
  /** Shown in the home page's team preview. */
  featured: z.boolean().default(false),
})

export const faqSchema = z.strictObject({
  question: z
    .string()
    .min(10)
    .refine((q) => q.trim().endsWith('?'), { message: 'should end with a question mark' }),
  /** Which FAQ lists show this question. */
  lists: z.array(z.enum(faqLists)).min(1),
  /** Order within each list (1 first). */
  order: z.number().int().min(1),
})

/** content/glossary-categories.yaml: the categories a glossary term may have, in the order the glossary's filter lists them. */
const categoryName = z.string().min(2, { message: "is too short: write the category's name, e.g. `Legal Concepts`" })
export const glossaryCategoriesSchema = z
  .array(z.union([categoryName, z.strictObject({ name: categoryName, es: categoryWordsSchema.optional() })]))
  .min(1)

export const glossarySchema = z.strictObject({
  term: z.string().min(2),
  /** One of content/glossary-categories.yaml. */
  category: z.string().min(2),
  /** Slugs (file names without `.mdx`) of related terms. */
  relatedTerms: z.array(z.string()).default([]),
  practiceAreas: z.array(z.string()).default([]),
  /** Which glossaries list the term. */
  lists: z.array(z.enum(glossaryLists)).min(1),
})

/** content/practice-areas.yaml: the firm's practice areas, the one list content may name them from. */
export const practiceAreasSchema = z
  .array(
    z.strictObject({
      /** What content writes, e.g. `car-accidents`. */
      id: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase words joined by `-`, e.g. `car-accidents`' }),
      /** How the area is shown, e.g. `Car Accidents`. */
      name: z.string().min(3),
      /** The area's page. */
      path: sitePath,
      /** `true` lists the area among the firm's services in the home page's structured data (for search engines), in file order. */
      service: z.boolean().default(false),
      /** The Spanish name (./spanishWords.ts). */
      es: practiceAreaWordsSchema.optional(),
    }),
  )
  .min(1)

export type Site = z.infer<typeof siteSchema>
export type Places = z.infer<typeof placesSchema>
export type Region = Places['regions'][number]
export type PracticeArea = z.infer<typeof practiceAreasSchema>[number]
export type PageFrontmatter = z.infer<typeof pageSchema>
export type AttorneyFrontmatter = z.infer<typeof attorneySchema>
export type FaqFrontmatter = z.infer<typeof faqSchema>
export type GlossaryFrontmatter = z.infer<typeof glossarySchema>
