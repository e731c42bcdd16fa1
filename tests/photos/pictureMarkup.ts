/**
 * The `<picture>` elements of a page's HTML, read as a browser reads them (parse5): each source's
 * type, `srcset`, `sizes` and `media`, and what its `<img>` says.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5'

type Node =
  | DefaultTreeAdapterTypes.ChildNode
  | DefaultTreeAdapterTypes.Document
  | DefaultTreeAdapterTypes.DocumentFragment
type Element = DefaultTreeAdapterTypes.Element

export interface SourceMarkup {
  type: string
  srcset: string
  sizes: string
  media: string
}

export interface PictureMarkup {
  sources: SourceMarkup[]
  /** Every attribute of the `<img>`, by its name in lower case (`srcset`, `fetchpriority`, ...). */
  img: Record<string, string>
}

const attributes = (element: Element) => Object.fromEntries(element.attrs.map((a) => [a.name, a.value]))

function* elementsIn(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child
    yield* elementsIn(child.nodeName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)
  }
}

/** The pictures of a whole page (`document`) or of a rendered component (`fragment`). */
export function picturesIn(html: string, as: 'document' | 'fragment' = 'document'): PictureMarkup[] {
  const root = as === 'document' ? parse(html) : parseFragment(html)
  return [...elementsIn(root)]
    .filter((element) => element.tagName === 'picture')
    .map((picture) => {
      const inside = [...elementsIn(picture)]
      const img = inside.find((element) => element.tagName === 'img')
      if (!img) throw new Error('a <picture> without an <img>')
      return {
        sources: inside
          .filter((element) => element.tagName === 'source')
          .map(attributes)
          .map((s) => ({ type: s.type ?? '', srcset: s.srcset ?? '', sizes: s.sizes ?? '', media: s.media ?? '' })),
        img: attributes(img),
      }
    })
}
