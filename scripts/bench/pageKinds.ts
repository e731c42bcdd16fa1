/** One page of each kind the benchmarks measure (home, case, location, glossary, FAQ, contact, attorneys). */
export const pageKinds = [
  '/',
  '/car-accident-lawyer',
  '/nassau-county-personal-injury-lawyer',
  '/legal-glossary',
  '/faq',
  '/contact',
  '/personal-injury-attorneys',
]
