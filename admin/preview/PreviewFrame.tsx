/**
 * What the preview pane shows: the width switch (the page as a computer and as a 375 px phone
 * shows it), then the site's markup, or the problems that keep the body from being shown. The
 * phone width is the preview iframe's own width, so the site's breakpoints apply as on a phone;
 * the computer's is 1280 px, the site's frame scaled down to the pane (lib/editor/previewScale.ts).
 * Decap draws this into a frame of the editor's own (it renders into it, so that frame cannot be
 * sandboxed); the site's markup goes one frame deeper, into a sandboxed frame (`sandbox=""`: no
 * script, no same origin) of its own document (./siteDocument.ts), which fills the pane and scrolls.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { BodyProblem } from '../../lib/editor/bodyCheck.ts'
import { computerView, outlineFactor, type ComputerView } from '../../lib/editor/previewScale.ts'
import { siteDocument } from './siteDocument.ts'
import { useInlinedBlobs } from './inlinedBlobs.ts'

export const PHONE_WIDTH = 375

/** `lang`: the language the markup is in (the frame's document says it). */
export type FrameContent =
  | { markup: string; lang?: string }
  | { problems: BodyProblem[] }
  | { error: string }
  | undefined

function useFrameWidth(phone: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const frame = ref.current?.ownerDocument.defaultView?.frameElement as HTMLElement | null | undefined
    if (!frame) return
    frame.style.width = phone ? `${PHONE_WIDTH}px` : ''
    frame.style.margin = phone ? '0 auto' : ''
    frame.style.display = phone ? 'block' : ''
    return () => {
      frame.style.width = ''
      frame.style.margin = ''
      frame.style.display = ''
    }
  }, [phone])
  return ref
}

/**
 * The size of the element `ref` holds, as it changes: measured before the first paint, so that the
 * site's frame is drawn once at its size rather than drawn, measured and drawn again.
 */
function useSize() {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<{ width: number; height: number }>()
  useLayoutEffect(() => {
    const element = ref.current
    // The pane is a frame of its own: its window's observer watches its elements.
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver
    if (!element || !Observer) return
    const { width, height } = element.getBoundingClientRect()
    setSize({ width, height })
    const observer = new Observer(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, size }
}

// Written here rather than as the site's classes: the site's stylesheet stays what its pages use.
const FILL = { display: 'flex', flexDirection: 'column', height: '100vh' } as const
const SITE_AREA = { flex: '1 1 auto', minHeight: 0, overflow: 'hidden', position: 'relative' } as const
const SITE_FRAME = { display: 'block', width: '100%', height: '100%', border: 0 } as const
const scaled = (view: ComputerView) =>
  ({
    ...SITE_FRAME,
    width: `${view.width}px`,
    height: `${view.height}px`,
    transform: `scale(${view.scale})`,
    transformOrigin: '0 0',
  }) as const

const switchButton = (on: boolean) =>
  `min-h-9 rounded-md px-3 text-sm font-semibold ${on ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 ring-1 ring-slate-300'}`

export function PreviewFrame({ content }: { content: FrameContent }) {
  const [phone, setPhone] = useState(false)
  const ref = useFrameWidth(phone)
  return (
    <div ref={ref} data-preview-root="" style={FILL}>
      <fieldset className="flex justify-center gap-2 bg-slate-100 p-2">
        <legend className="sr-only">Preview width</legend>
        <button type="button" aria-pressed={!phone} className={switchButton(!phone)} onClick={() => setPhone(false)}>
          Computer
        </button>
        <button type="button" aria-pressed={phone} className={switchButton(phone)} onClick={() => setPhone(true)}>
          Phone ({PHONE_WIDTH} px)
        </button>
      </fieldset>
      <PreviewContent content={content} phone={phone} />
    </div>
  )
}

function PreviewContent({ content, phone }: { content: FrameContent; phone: boolean }) {
  if (!content) return <p className="p-6 text-slate-700">Loading the preview…</p>
  if ('markup' in content) return <SiteFrame markup={content.markup} lang={content.lang} phone={phone} />
  const lines = 'problems' in content ? content.problems.map((p) => `Line ${p.line}: ${p.message}`) : [content.error]
  return (
    <div role="alert" className="m-6 rounded-lg border border-red-300 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">The preview shows the text once these are fixed:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The site's markup in a frame that runs no script and has no origin of its own: on a phone at the
 * pane's width, on a computer 1280 px wide and scaled to the pane (its focus outlines drawn thicker
 * by as much). Scaling changes how it looks only: the frame's content is reached by Tab and read
 * by a screen reader as before.
 */
function SiteFrame({ markup, lang, phone }: { markup: string; lang?: string; phone: boolean }) {
  const inlined = useInlinedBlobs(markup)
  const { ref, size } = useSize()
  const view = !phone && size ? computerView(size.width, size.height) : undefined
  // The outline's thickness is in the frame's document: a change of it loads the document again.
  const factor = view ? outlineFactor(view.scale) : 1
  return (
    <div ref={ref} style={SITE_AREA}>
      {phone || view ? (
        <iframe
          title="Preview of the entry as the site shows it"
          data-site-preview=""
          sandbox=""
          srcDoc={siteDocument(inlined, lang, factor)}
          style={view ? scaled(view) : SITE_FRAME}
        />
      ) : null}
    </div>
  )
}
