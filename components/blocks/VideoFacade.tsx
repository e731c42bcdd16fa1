import { useState } from 'react'
import { VIDEO_ORIGIN } from '../../lib/videoOrigin.ts'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'

export interface VideoFacadeProps {
  videoId: string
  title: string
  poster: string
  /** The play button's name, `{title}` to fill (content/interface.yaml `blocks.playVideo`). */
  playLabel: string
}

/**
 * The brand video as a poster and a play button: nothing is requested from the video
 * host until the visitor presses play, then the privacy-enhanced player loads.
 */
export function VideoFacade({ videoId, title, poster, playLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`${VIDEO_ORIGIN}/embed/${videoId}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-xl bg-navy-900"
    >
      <img
        src={poster}
        alt=""
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover opacity-80"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-gold-500 text-navy-950 shadow-xl transition-transform group-hover:scale-105">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </span>
      <span className="sr-only">{fillParts(playLabel, { title })}</span>
    </button>
  )
}
