/** Case-type lists the specification gives, in order (landing-pages 3 and 8), for the tests of tests/spec. */

/** The six of the case pages' selector. */
export const caseTypeSelector = [
  'car-accident',
  'medical-malpractice',
  'slip-and-fall',
  'construction-accident',
  'wrongful-death',
  'other',
]

export const maritimeCaseTypes = [
  'maritime-accident',
  'boat-accident',
  'ferry-accident',
  'dock-accident',
  'commercial-fishing',
  'other',
]

export const airportCaseTypes = [
  'airport-accident',
  'terminal-accident',
  'baggage-accident',
  'jetway-accident',
  'transportation-accident',
  'other',
]

export const wrongfulDeathCaseTypes = [
  'wrongful-death',
  'medical-malpractice',
  'slip-and-fall',
  'car-accident',
  'construction-accident',
  'other',
]
