/** One page of each kind the benchmarks measure (home, case, location, glossary, FAQ, contact, attorneys), in English. */
export const pageKinds = [
  '/',
  '/car-accident-lawyer',
  '/nassau-county-personal-injury-lawyer',
  '/legal-glossary',
  '/faq',
  '/contact',
  '/personal-injury-attorneys',
]

/** The same kinds in Spanish (their translations of the pages above). */
export const spanishPageKinds = [
  '/es',
  '/es/abogado-accidentes-de-auto',
  '/es/abogado-lesiones-personales-condado-nassau',
  '/es/glosario-legal',
  '/es/preguntas-frecuentes',
  '/es/contacto',
  '/es/abogados',
]
