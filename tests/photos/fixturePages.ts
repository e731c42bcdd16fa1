/**
 * The site's photo components rendered with the fixture photos' facts (./fixtureCopies.ts), in
 * place of a second build of the site where every attorney has a portrait: the attorneys list and
 * the team preview with the content's attorneys, each given a fixture portrait (the first the
 * sideways one, the second the cut-out PNG, the rest the photo-like JPEG), a hero and a photo in
 * the text. Each is the HTML the page holds for that part.
 */
import { createElement, type ReactElement } from 'react'
import { AttorneyList } from '../../components/attorneys/AttorneyList.tsx'
import { TeamPreview } from '../../components/attorneys/TeamPreview.tsx'
import { Hero } from '../../components/blocks/Hero.tsx'
import { Photo } from '../../components/blocks/Photo.tsx'
import { EntryBodiesProvider, type MdxBody } from '../../components/EntryBodies.tsx'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import type { SiteFacts } from '../../lib/content/schema/factsShape.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { renderWithFacts } from '../renderWithFacts.ts'
import type { FixtureName } from './fixtureCopies.ts'

export interface FixturePages {
  facts: SiteFacts
  /** The fixture portrait each attorney was given, in the list's order. */
  portraits: PhotoFacts[]
  attorneyList: string
  teamPreview: string
  hero: string
  body: string
}

/** A full bio is no photo: each renders as nothing here. */
const noBody: MdxBody = () => null

export function renderFixturePages(photos: Record<FixtureName, PhotoFacts>): FixturePages {
  const real = siteFacts(contentStore())
  const cycle = [photos.sideways, photos.cutOut]
  const portraits = real.attorneys.map((_, i) => cycle[i] ?? photos.portrait)
  const facts: SiteFacts = {
    ...real,
    attorneys: real.attorneys.map((attorney, i) => ({
      ...attorney,
      data: { ...attorney.data, photo: portraits[i]?.src },
    })),
    photos: { ...real.photos, ...Object.fromEntries(Object.values(photos).map((photo) => [photo.src, photo])) },
  }
  const render = (element: ReactElement) => renderWithFacts(element, facts)
  const bodies = Object.fromEntries(facts.attorneys.map((attorney) => [attorney.file, noBody]))
  return {
    facts,
    portraits,
    attorneyList: render(createElement(EntryBodiesProvider, { bodies, components: {} }, createElement(AttorneyList))),
    teamPreview: render(createElement(TeamPreview, { href: '/attorneys' })),
    hero: render(createElement(Hero, { title: 'A title', photo: photos.hero.src, photoAlt: 'A beach at dusk' })),
    body: render(createElement(Photo, { src: photos.body.src, alt: 'The front desk' })),
  }
}
