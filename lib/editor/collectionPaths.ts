/** Where the editor's collections find the content, and how their help names docs/CONTENT.md. */
export interface CollectionPaths {
  /** The content folder relative to the repository root, with `/` (e.g. `content`). */
  content: string
  /** Where to read the content's own lists now (the absolute content folder). */
  contentDir: string
  /** Turns a section of docs/CONTENT.md into a link or a plain reference. */
  guide: (anchor: string, title: string) => string
}
