/**
 * What the preview pane shows: the width switch (the page as a computer and as a 375 px phone
 * shows it), then the site's markup, or the problems that keep the body from being shown. The
 * phone width is the preview iframe's own width, so the site's breakpoints apply as on a phone.
 */
import { useEffect, useRef, useState } from 'react'
import type { BodyProblem } from '../../lib/editor/bodyCheck.ts'

export const PHONE_WIDTH = 375

export type FrameContent = { markup: string } | { problems: BodyProblem[] } | { error: string } | undefined

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

const switchButton = (on: boolean) =>
  `min-h-9 rounded-md px-3 text-sm font-semibold ${on ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 ring-1 ring-slate-300'}`

export function PreviewFrame({ content }: { content: FrameContent }) {
  const [phone, setPhone] = useState(false)
  const ref = useFrameWidth(phone)
  return (
    <div ref={ref} data-preview-root="">
      <fieldset className="flex justify-center gap-2 bg-slate-100 p-2">
        <legend className="sr-only">Preview width</legend>
        <button type="button" aria-pressed={!phone} className={switchButton(!phone)} onClick={() => setPhone(false)}>
          Computer
        </button>
        <button type="button" aria-pressed={phone} className={switchButton(phone)} onClick={() => setPhone(true)}>
          Phone ({PHONE_WIDTH} px)
        </button>
      </fieldset>
      <PreviewContent content={content} />
    </div>
  )
}

function PreviewContent({ content }: { content: FrameContent }) {
  if (!content) return <p className="p-6 text-slate-700">Loading the preview…</p>
  if ('markup' in content)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the site's React just rendered from the site's components and a body that passed the content checks (renderToStaticMarkup escapes all text).
    return <div data-site-preview="" dangerouslySetInnerHTML={{ __html: content.markup }} />
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
