/** The components MDX content may use, by name (the names and their rules: mdxRegistry.ts). */
import type { ComponentType } from 'react'
import { H2, H3 } from './ui/Headings'
import type { MdxComponentName } from './mdxRegistry'
import { Hero } from './blocks/Hero'
import { Section } from './blocks/Section'
import { Notice } from './blocks/Notice'
import { ResultsDisclaimer } from './blocks/ResultsDisclaimer'
import { ButtonLink } from './ui/ButtonLink'
import { SitePhoneLink, CallButton } from './ui/SitePhoneLink'
import { Stats, Stat } from './blocks/Stats'
import { YearsOfExperience, FoundingYear, FirmFigure } from './blocks/FirmFigures'
import { CardGrid, Card } from './blocks/CardGrid'
import { Results } from './blocks/Results'
import { Testimonials } from './blocks/Testimonials'
import { Badges } from './blocks/Badges'
import { CtaBand } from './blocks/CtaBand'
import { Steps, Step } from './blocks/Steps'
import { Columns, Panel } from './blocks/Columns'
import { Rating } from './blocks/Rating'
import { ColumnList } from './blocks/ColumnList'
import { OfficeList } from './blocks/OfficeList'
import { ContactDetails } from './blocks/ContactDetails'
import { EmergencyCallButton } from './ui/EmergencyCallButton'
import { EmailButton } from './ui/EmailButton'
import { FallbackImage } from './blocks/FallbackImage'
import { BrandVideo } from './blocks/BrandVideo'
import { CaseReviewButton } from './lead/CaseReviewButton'
import { LeadFormBlock } from './lead/LeadFormBlock'
import { FirmName } from './firm/FirmName'
import { OfficeAddress } from './firm/OfficeAddress'
import { Email } from './firm/Email'
import { LegalText } from './blocks/LegalText'
import { AttorneyList } from './attorneys/AttorneyList'
import { TeamPreview } from './attorneys/TeamPreview'
import { PlaceBadges } from './blocks/PlaceBadges'
import { ServiceAreaCards } from './blocks/ServiceAreaCards'
import { FaqList } from './blocks/FaqList'
import { LegalGlossary } from './blocks/LegalGlossary'
import { FaqAndGlossary } from './blocks/FaqAndGlossary'

const blockComponents = {
  Hero,
  Section,
  Notice,
  ResultsDisclaimer,
  ButtonLink,
  PhoneLink: SitePhoneLink,
  CallButton,
  Stats,
  Stat,
  YearsOfExperience,
  FoundingYear,
  FirmFigure,
  CardGrid,
  Card,
  Results,
  Testimonials,
  Badges,
  CtaBand,
  Steps,
  Step,
  Columns,
  Panel,
  Rating,
  ColumnList,
  OfficeList,
  ContactDetails,
  EmergencyCallButton,
  EmailButton,
  FallbackImage,
  BrandVideo,
  CaseReviewButton,
  LeadForm: LeadFormBlock,
  FirmName,
  OfficeAddress,
  Email,
  LegalText,
  AttorneyList,
  TeamPreview,
  PlaceBadges,
  ServiceAreaCards,
  FaqList,
  LegalGlossary,
  FaqAndGlossary,
} satisfies Record<MdxComponentName, ComponentType<never>>

/** Markdown elements rendered by the site's own components. */
const elementComponents = { h2: H2, h3: H3 }

export const mdxComponents = { ...blockComponents, ...elementComponents }
