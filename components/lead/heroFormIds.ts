/** The ids of the hero's case-review form (components/lead/HeroCaseReview.tsx), one per page. */
export const HERO_FORM_HEADING_ID = 'hero-case-review-title'
export const HERO_FORM_FIELDS_ID = 'hero-case-review'

/** The address of the hero form's first field, which the hero's case-review button links to from 1024 px. */
export const heroFormFirstField = `#${HERO_FORM_FIELDS_ID}-firstName`
