/**
 * The words of site.yaml that frame every page, in the shape both languages share: the footer and
 * the not-found page. Each language gives its own kind of link (English pages, or Spanish ones).
 */
import { z } from 'zod'

type Link = z.ZodType<{ label: string; href: string }>

export const footerSchema = (link: Link) =>
  z.strictObject({
    about: z.string(),
    feeNote: z.string(),
    groups: z.array(z.strictObject({ title: z.string(), links: z.array(link).min(1) })),
    disclaimers: z.array(z.string()).min(1),
  })

/** The not-found page (404.html); `error` replaces title and text when a page fails to show. */
export const notFoundSchema = (link: Link) =>
  z.strictObject({
    /** The browser tab's title and the page's heading. */
    title: z.string().min(3),
    /** The summary search engines and link previews show. */
    description: z.string().min(10),
    /** Under the heading. */
    text: z.string().min(3),
    /** What the visitor can do, above the buttons. */
    help: z.string().min(3),
    homeLink: link,
    contactLink: link,
    error: z.strictObject({ title: z.string().min(3), text: z.string().min(3) }),
  })
