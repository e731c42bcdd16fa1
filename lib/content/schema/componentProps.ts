/**
 * The props each MDX component accepts, as zod schemas beside its registry entry (componentRegistry.ts),
 * so `npm run check` refuses an unknown prop, a wrong value or a missing required prop at its
 * line. Plain data: the content checks import it without React. `children` (what is written
 * between the tags) is not a prop here. components/mdx.ts makes the type system check that each
 * component accepts what its schema lets through.
 */
import { z } from 'zod'
import type { ReactNode } from 'react'
import type { Site } from './collections.ts'
import { faqLists } from './collections.ts'
import { buttonVariants, iconNames } from './componentValues.ts'
import type { MdxComponentName } from './componentRegistry.ts'

/** Every key of a type, written once so the type system proves the list complete. */
const keysOf = <K extends string>(all: Record<K, true>) => Object.keys(all) as [K, ...K[]]

const variant = z.enum(buttonVariants).optional()
const email = z.enum(keysOf<keyof Site['emails']>({ info: true, clients: true, privacy: true }))
const phone = z.enum(keysOf<keyof Site['phones']>({ tollFree: true, main: true, fax: true, privacyOptOut: true }))
const icon = z.enum(iconNames)
/** A component or element written as a prop value, e.g. `actions={<CallButton />}`. */
const element = z.custom<ReactNode>((v) => typeof v === 'object' && v !== null && 'jsx' in v, {
  message: 'must be a component, e.g. {<CallButton />}',
})
const node = z.union([z.string(), z.number(), element])
const text = z.string()
const none = z.strictObject({})

/** How many featured attorneys <TeamPreview /> shows when its `count` is not given. */
export const TEAM_PREVIEW_COUNT = 6

export const mdxPropSchemas = {
  Hero: z.strictObject({
    title: text,
    badge: text.optional(),
    actions: element.optional(),
    aside: element.optional(),
    photo: text.optional(),
    photoAlt: text.optional(),
  }),
  Section: z.strictObject({
    title: text,
    id: text.optional(),
    intro: text.optional(),
    tone: z.enum(['white', 'tint', 'dark']).optional(),
  }),
  PhoneLink: z.strictObject({ line: phone.optional(), extension: text.optional() }),
  CallButton: z.strictObject({ line: z.enum(['tollFree', 'main']).optional(), variant }),
  ButtonLink: z.strictObject({ href: text, variant }),
  Notice: z.strictObject({ title: text.optional() }),
  ResultsDisclaimer: z.strictObject({ className: text.optional() }),
  Stats: z.strictObject({ columns: z.literal([1, 2, 3, 4]).optional() }),
  Stat: z.strictObject({ value: node, label: text }),
  YearsOfExperience: none,
  FoundingYear: none,
  FirmFigure: z.strictObject({
    name: z.enum(['recoveredTotal', 'attorneyCount', 'combinedYears', 'officeCount', 'rating']),
  }),
  CardGrid: z.strictObject({ columns: z.literal([2, 3, 4]).optional() }),
  Card: z.strictObject({
    title: text,
    href: text.optional(),
    linkLabel: text.optional(),
    icon: icon.optional(),
    actions: element.optional(),
  }),
  Results: z.strictObject({
    items: z.array(z.strictObject({ amount: text, title: text, description: text.optional() })),
    action: element.optional(),
    columns: z.literal([3, 4]).optional(),
  }),
  Testimonials: z.strictObject({ items: z.array(z.strictObject({ quote: text, name: text, caseType: text })) }),
  Badges: z.strictObject({
    items: z.array(z.union([text, z.strictObject({ label: text, href: text })])),
    max: z.number().int().positive().optional(),
    moreHref: text.optional(),
    label: text.optional(),
  }),
  CtaBand: z.strictObject({ title: text, id: text.optional(), actions: element.optional() }),
  Steps: none,
  Step: z.strictObject({ title: text }),
  Columns: z.strictObject({ ratio: z.enum(['even', 'wide-left']).optional() }),
  Panel: z.strictObject({ title: text.optional(), level: z.literal([2, 3]).optional() }),
  Rating: none,
  ColumnList: z.strictObject({ columns: z.literal([2, 3]).optional() }),
  OfficeList: z.strictObject({ directions: z.boolean().optional(), fax: z.boolean().optional() }),
  ContactDetails: z.strictObject({
    email: z.enum(['info', 'clients']).optional(),
    phone: z.enum(['tollFree', 'main']).optional(),
    address: z.boolean().optional(),
  }),
  EmergencyNotice: none,
  EmailButton: z.strictObject({ address: email.optional(), variant }),
  FallbackImage: z.strictObject({
    src: text,
    alt: text,
    ratio: z.enum(['4/3', '16/9', '1/1']).optional(),
    caption: text.optional(),
  }),
  Photo: z.strictObject({ src: text, alt: text, caption: text.optional() }),
  BrandVideo: none,
  CaseReviewButton: z.strictObject({ form: text.optional(), caseType: text.optional(), variant }),
  LeadForm: z.strictObject({ form: text.optional(), id: text.optional(), tone: z.enum(['white', 'tint']).optional() }),
  FirmName: z.strictObject({ short: z.boolean().optional() }),
  OfficeAddress: z.strictObject({ office: text }),
  Email: z.strictObject({ kind: email.optional() }),
  LegalText: none,
  AttorneyList: z.strictObject({ headingLevel: z.literal([2, 3]).optional() }),
  TeamPreview: z.strictObject({ count: z.number().int().positive().optional(), href: text.optional() }),
  PlaceBadges: z.strictObject({
    region: text.optional(),
    groups: z.array(z.strictObject({ places: z.array(text), href: text.optional() })).optional(),
    label: text,
    max: z.number().int().positive().optional(),
  }),
  /** One of `practiceArea` and `place` (lib/content/check/checkProof.ts says so at the tag's line). */
  Proof: z.strictObject({
    title: text,
    intro: text.optional(),
    practiceArea: text.optional(),
    place: text.optional(),
  }),
  ServiceAreaCards: z.strictObject({ placesLabel: text, practiceLabel: text, linkLabel: text }),
  FaqList: z.strictObject({ list: z.enum(faqLists), headingLevel: z.literal([2, 3, 4]).optional() }),
  LegalGlossary: none,
  FaqAndGlossary: none,
} satisfies Record<MdxComponentName, z.ZodType>

export type MdxComponentProps = { [K in MdxComponentName]: z.infer<(typeof mdxPropSchemas)[K]> }
