/**
 * The unsaved upload in the sandboxed preview: a frame with no origin of its own cannot load the
 * editor's `blob:` addresses, so each is drawn into the frame's document as a `data:` picture,
 * scaled down to at most the width pages show a photo at (the document is made again at each pause
 * in typing, and a phone's original can be 25 MB). Only `blob:` addresses of this editor are read.
 */
import { useEffect, useState } from 'react'

const MAX_WIDTH = 1280
const made = new Map<string, string>()

/** The picture at a `blob:` address of this editor as a `data:` address, at most MAX_WIDTH wide. */
async function dataUrlOf(url: string): Promise<string> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob())
  const scale = Math.min(1, MAX_WIDTH / bitmap.width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/webp', 0.9)
}

/** `markup` with each `blob:` address of this editor replaced by its picture (empty until it is made). */
export function useInlinedBlobs(markup: string): string {
  const blobs = new RegExp(`blob:${location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[0-9a-f-]+`, 'g')
  const found = [...new Set(markup.match(blobs) ?? [])]
  const [, setMade] = useState(0)
  const missing = found.filter((url) => !made.has(url)).join(' ')
  useEffect(() => {
    let live = true
    for (const url of missing.split(' ').filter(Boolean))
      dataUrlOf(url).then(
        (data) => {
          made.set(url, data)
          if (live) setMade((n) => n + 1)
        },
        () => made.set(url, ''),
      )
    return () => {
      live = false
    }
  }, [missing])
  return markup.replace(blobs, (url) => made.get(url) ?? '')
}
