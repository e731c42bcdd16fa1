/** The components MDX content may use, by name (the names and their rules: mdxRegistry.ts). */
import type { ComponentType } from 'react'
import type { MdxComponentName } from './mdxRegistry'
import { Hero } from './blocks/Hero'
import { Section } from './blocks/Section'
import { Notice } from './blocks/Notice'
import { ResultsDisclaimer } from './blocks/ResultsDisclaimer'
import { ButtonLink } from './ui/ButtonLink'
import { SitePhoneLink, CallButton } from './ui/SitePhoneLink'
import { CaseReviewButton } from './lead/CaseReviewButton'
import { LeadFormBlock } from './lead/LeadFormBlock'
import { FaqList } from './blocks/FaqList'
import { LegalGlossary } from './blocks/LegalGlossary'
import { FaqAndGlossary } from './blocks/FaqAndGlossary'

export const mdxComponents = {
  Hero,
  Section,
  Notice,
  ResultsDisclaimer,
  ButtonLink,
  PhoneLink: SitePhoneLink,
  CallButton,
  CaseReviewButton,
  LeadForm: LeadFormBlock,
  FaqList,
  LegalGlossary,
  FaqAndGlossary,
} satisfies Record<MdxComponentName, ComponentType<never>>
