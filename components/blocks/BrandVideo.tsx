import { useSiteFacts } from '../FactsContext.tsx'
import { Island } from '../../islands/Island.tsx'
import { VideoFacade } from './VideoFacade.tsx'

/** `<BrandVideo />`: the firm's video from site.yaml, as a click-to-load island. */
export function BrandVideo() {
  const { site, words } = useSiteFacts()
  const { brandVideo } = site
  return (
    <div className="not-prose">
      <Island
        name="VideoFacade"
        component={VideoFacade}
        props={{
          videoId: brandVideo.youtubeId,
          title: brandVideo.title,
          poster: '/images/video-poster.svg',
          playLabel: words.blocks.playVideo,
        }}
      />
    </div>
  )
}
