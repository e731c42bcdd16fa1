import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import type { Phone } from '../ui/PhoneLink.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { AttorneyPortrait } from './AttorneyPortrait.tsx'
import { FocusAreas } from './FocusAreas.tsx'
import { AttorneyContact } from './AttorneyContact.tsx'
import { FullBioToggle } from './FullBioToggle.tsx'
import { AttorneyBio, type NameLevel } from './AttorneyBio.tsx'

/** One attorney's block on the attorneys page; its id is the name's slug, so `/attorneys#slug` lands on it; its contact row links to their own page. */
export function AttorneyProfile({
  attorney,
  phone,
  photoRight,
  nameLevel,
}: {
  attorney: AttorneyView
  phone: Phone
  photoRight: boolean
  nameLevel: NameLevel
}) {
  const { data, anchor, file, url } = attorney
  const { photos } = useSiteFacts()
  const Name = `h${nameLevel}` as const
  const nameId = `${anchor}-name`
  return (
    <article
      id={anchor}
      aria-labelledby={nameId}
      data-layout={photoRight ? 'photo-right' : 'photo-left'}
      className={`grid grid-cols-[minmax(0,1fr)] gap-8 py-14 lg:gap-14 ${photoRight ? 'lg:grid-cols-[minmax(0,1fr)_18rem]' : 'lg:grid-cols-[18rem_minmax(0,1fr)]'}`}
    >
      <div
        className={`w-44 max-w-full sm:w-56 lg:sticky lg:top-28 lg:w-full lg:self-start ${photoRight ? 'lg:order-last' : ''}`}
      >
        <AttorneyPortrait
          name={data.name}
          photo={data.photo ? photos[data.photo] : undefined}
          // The editor's preview hands the file it holds (a `blob:` in this browser); content holds only
          // names, and any other address (`//elsewhere.example/x.jpg`) is never requested.
          unsavedSrc={data.photo?.startsWith('blob:') ? data.photo : undefined}
        />
      </div>
      <div className="min-w-0">
        <Name id={nameId} className="text-3xl font-bold sm:text-4xl">
          {data.name}
        </Name>
        <p className="mt-1 text-lg font-semibold text-navy-700">{data.title}</p>
        <FocusAreas areas={data.focusAreas} />
        <p className="measure mt-5 text-lg leading-relaxed text-slate-700">{data.bio}</p>
        <AttorneyContact
          name={data.name}
          email={data.email}
          phone={phone}
          extension={data.extension}
          {...(url ? { page: url } : {})}
        />
        <FullBioToggle name={data.name}>
          <AttorneyBio file={file} nameLevel={nameLevel} />
        </FullBioToggle>
      </div>
    </article>
  )
}
