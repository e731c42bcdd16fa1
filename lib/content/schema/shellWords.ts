/**
 * The words of site.yaml that frame every page, in the shape both languages share: the footer and
 * the not-found page. Each language gives its own kind of link (English pages, or Spanish ones).
 */
import { z } from 'zod'
import { disclaimersSchema, feeNoteSchema } from './disclosures.ts'
import type { Language } from './language.ts'

type Link = z.ZodType<{ label: string; href: string }>

/** The footer of every page of `language`: its disclaimers keep the advertising label, its costs note is there (./disclosures.ts). */
export const footerSchema = (link: Link, language: Language) =>
  z.strictObject({
    about: z.string(),
    /** The note every "No fee unless we win*" asterisk points to: starts with `*`, says case costs may still be owed. */
    feeNote: feeNoteSchema(language),
    groups: z.array(z.strictObject({ title: z.string(), links: z.array(link).min(1) })),
    /** Shown at the foot of every page; one starts with New York's label "Attorney Advertising" ("Publicidad de abogados"). */
    disclaimers: disclaimersSchema(language),
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
