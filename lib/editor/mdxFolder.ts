/** A collection of MDX files in Decap's configuration, English or Spanish. */
import { MDX_FORMAT } from './contentFormats.ts'

/**
 * A folder of MDX files, listed by its title field (not by file name), with "View Live" opening
 * the entry's page when one shows it (lib/editor/previewPaths.ts).
 */
interface Listing {
  /** The field that names an entry: its list row and the list's order. */
  title: string
  /** Other fields the list can be sorted by. */
  sortAlso?: string[]
  previewPath: string | undefined
}

/** A folder of MDX files (`folder` from the repository's root) as Decap lists it. */
export function mdxFolder(
  name: string,
  folder: string,
  { title, sortAlso = [], previewPath }: Listing,
  extra: Record<string, unknown>,
) {
  return {
    name,
    folder,
    extension: 'mdx',
    format: MDX_FORMAT,
    create: true,
    identifier_field: title,
    sortable_fields: [{ field: title, default_sort: true }, ...sortAlso],
    ...(previewPath ? { preview_path: previewPath, preview_path_preserve_slashes: true } : {}),
    ...extra,
  }
}
