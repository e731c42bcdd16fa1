import { describe, expect, it } from 'vitest'
import { initials } from '../../components/ui/initials.ts'

describe('initials', () => {
  it('takes the first and last initials, skipping suffixes', () => {
    expect(initials('Marguerite Ashcombe')).toBe('MA')
    expect(initials("Colm O'Fennessy")).toBe('CO')
    expect(initials('Lucia Ferrandino-Welles')).toBe('LF')
    expect(initials('Ada Byron, Esq.')).toBe('AB')
    expect(initials('Cher')).toBe('C')
  })

  it('gives "JH" for a middle initial and a suffix, where the testimonials once said "JQ"', () => {
    expect(initials('James Q. Holloway Jr.')).toBe('JH')
  })

  it('reads a testimonial name, a first name with a last initial', () => {
    expect(initials('Maria S.')).toBe('MS')
    expect(initials('angela d.')).toBe('AD')
  })
})
