/**
 * The English interface words the specification gives, word for word, in the real
 * content/interface.yaml (part of `npm run test:spec`: an editor may reword them on purpose), and
 * the Spanish words the firm fixed for the forms and the shell.
 */
import { describe, expect, it } from 'vitest'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { descriptionAnnouncement } from '../../components/lead/leadLimits.ts'
import { resultsLine, noResultsText } from '../../components/search/resultsLine.ts'

describe('English', () => {
  it('the forms and their messages', () => {
    expect(englishWords.lead).toMatchObject({
      firstName: 'First Name',
      lastName: 'Last Name',
      phone: 'Phone',
      email: 'Email',
      caseType: 'Case Type',
      description: 'Description',
      submitting: 'Submitting...',
      close: 'Close',
      requiredTitle: 'Please fill out all required fields',
      errorTitle: 'Error',
      errorText: 'There was a problem submitting your request. Please try calling us directly.',
      thanksTitle: 'Thank you!',
      offlineTitle: 'You seem to be offline.',
      openButton: 'Free Case Review',
    })
    expect(descriptionAnnouncement(58_500, englishWords.lead)).toBe('At most 6,500 characters left.')
    expect(descriptionAnnouncement(65_001, englishWords.lead)).toBe('Over the limit of 65,000 characters.')
  })

  it('the shell', () => {
    expect(englishWords.shell).toMatchObject({
      skipToMain: 'Skip to main content',
      skipToNavigation: 'Skip to navigation',
      menu: 'Menu',
      closeMenu: 'Close menu',
      callNow: 'Call Now',
      otherLanguage: 'Español',
    })
  })

  it('the search', () => {
    const words = englishWords.search
    expect(resultsLine(words, { shown: 1, total: 30, noun: 'terms', category: 'Medical Law', query: 'delay' })).toBe(
      'Showing 1 of 30 terms in Medical Law matching "delay"',
    )
    expect(resultsLine(words, { shown: 30, total: 30, noun: words.termsNoun })).toBe('Showing 30 of 30 terms')
    expect(noResultsText(words, 'xyz')).toBe('No results found for "xyz". Try a different search term.')
    expect(words).toMatchObject({ faqTab: 'FAQ', allCategories: 'All', noTermsTitle: 'No Terms Found' })
  })
})

describe('Spanish', () => {
  it('the fixed words', () => {
    expect(spanishWords.lead).toMatchObject({
      firstName: 'Nombre',
      lastName: 'Apellido',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      caseType: 'Tipo de caso',
      description: 'Descripción',
      submitting: 'Enviando...',
      requiredTitle: 'Por favor, complete todos los campos obligatorios',
      errorTitle: 'Error',
      thanksTitle: '¡Gracias!',
    })
    expect(spanishWords.shell).toMatchObject({
      attorneyAdvertising: 'Publicidad de abogados',
      otherLanguage: 'English',
      spanishSpoken: 'Hablamos español',
    })
    expect(resultsLine(spanishWords.search, { shown: 3, total: 30, noun: spanishWords.search.termsNoun })).toBe(
      'Mostrando 3 de 30 términos',
    )
  })
})
