/** The components MDX content may use, by name (the names and their rules: lib/content/schema/componentRegistry.ts). */
import type { ComponentType, ReactNode } from 'react'
import { H2, H3 } from './ui/Headings.tsx'
import { ScrollableTable } from './ui/ScrollableTable.tsx'
import type { MdxComponentName } from '../lib/content/schema/componentRegistry.ts'
import type { MdxComponentProps } from '../lib/content/schema/componentProps.ts'
import { Hero } from './blocks/Hero.tsx'
import { Section } from './blocks/Section.tsx'
import { Notice } from './blocks/Notice.tsx'
import { ResultsDisclaimer } from './blocks/ResultsDisclaimer.tsx'
import { ButtonLink } from './ui/ButtonLink.tsx'
import { SitePhoneLink, CallButton } from './ui/SitePhoneLink.tsx'
import { Stats, Stat } from './blocks/Stats.tsx'
import { YearsOfExperience, FoundingYear, FirmFigure } from './blocks/FirmFigures.tsx'
import { CardGrid, Card } from './blocks/CardGrid.tsx'
import { Results } from './blocks/Results.tsx'
import { Testimonials } from './blocks/Testimonials.tsx'
import { Badges } from './blocks/Badges.tsx'
import { CtaBand } from './blocks/CtaBand.tsx'
import { Steps, Step } from './blocks/Steps.tsx'
import { Columns, Panel } from './blocks/Columns.tsx'
import { Rating } from './blocks/Rating.tsx'
import { ColumnList } from './blocks/ColumnList.tsx'
import { OfficeList } from './blocks/OfficeList.tsx'
import { ContactDetails } from './blocks/ContactDetails.tsx'
import { EmergencyNotice } from './ui/EmergencyNotice.tsx'
import { EmailButton } from './ui/EmailButton.tsx'
import { FallbackImage } from './blocks/FallbackImage.tsx'
import { Photo } from './blocks/Photo.tsx'
import { BrandVideo } from './blocks/BrandVideo.tsx'
import { CaseReviewButton } from './lead/CaseReviewButton.tsx'
import { CaseReviewFormSection } from './lead/CaseReviewFormSection.tsx'
import { FirmName } from './firm/FirmName.tsx'
import { OfficeAddress } from './firm/OfficeAddress.tsx'
import { Email } from './firm/Email.tsx'
import { LegalText } from './blocks/LegalText.tsx'
import { AttorneyList } from './attorneys/AttorneyList.tsx'
import { TeamPreview } from './attorneys/TeamPreview.tsx'
import { PlaceBadges } from './blocks/PlaceBadges.tsx'
import { ServiceAreaCards } from './blocks/ServiceAreaCards.tsx'
import { Proof } from './proof/Proof.tsx'
import { FaqList } from './blocks/FaqList.tsx'
import { LegalGlossary } from './blocks/LegalGlossary.tsx'
import { FaqAndGlossary } from './blocks/FaqAndGlossary.tsx'

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
  EmergencyNotice,
  EmailButton,
  FallbackImage,
  Photo,
  BrandVideo,
  CaseReviewButton,
  LeadForm: CaseReviewFormSection,
  FirmName,
  OfficeAddress,
  Email,
  LegalText,
  AttorneyList,
  TeamPreview,
  PlaceBadges,
  ServiceAreaCards,
  Proof,
  FaqList,
  LegalGlossary,
  FaqAndGlossary,
  // Each component must accept every value its prop schema (lib/content/schema/componentProps.ts) lets through.
} satisfies { [K in MdxComponentName]: ComponentType<MdxComponentProps[K] & { children: ReactNode }> }

/** Markdown elements rendered by the site's own components. */
const elementComponents = { h2: H2, h3: H3, table: ScrollableTable }

export const mdxComponents = { ...blockComponents, ...elementComponents }
