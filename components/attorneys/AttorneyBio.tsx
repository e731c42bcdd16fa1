import { createElement, type ComponentProps } from 'react'
import { EntryBody, type MdxComponents } from '../EntryBodies.tsx'
import { CREDENTIALS_ELEMENT } from '../../lib/content/schema/attorneyBody.ts'
import { AttorneyCredentials } from './AttorneyCredentials.tsx'

export type NameLevel = 2 | 3

/** A bio's own headings sit one and two levels below the attorney's name, wherever the list is placed. */
function bioComponents(nameLevel: NameLevel | 1): MdxComponents {
  return {
    h2: (props: ComponentProps<'h2'>) => createElement(`h${nameLevel + 1}`, props),
    h3: (props: ComponentProps<'h3'>) => createElement(`h${nameLevel + 2}`, props),
    [CREDENTIALS_ELEMENT]: AttorneyCredentials,
  } as MdxComponents
}

/** The full bio of an attorney: the MDX body of their file, ending with the credentials box (`nameLevel` 1 on their own page). */
export function AttorneyBio({ file, nameLevel }: { file: string; nameLevel: NameLevel | 1 }) {
  return (
    <div className="prose prose-slate measure prose-headings:font-serif prose-headings:text-navy-900 prose-a:text-navy-700">
      <EntryBody file={file} components={bioComponents(nameLevel)} />
    </div>
  )
}
