/** The statistics of a share image's title box, in grey: one colour (stdev 0) means no font drew the title. */
import sharp from 'sharp'
import { TITLE_BOX } from '../lib/shareCard/shareCardSvg.ts'

export async function titleBoxStats(image: string | Buffer) {
  // sharp's stats() reads the whole input, whatever the pipeline extracts: cut the box out first.
  const box = await sharp(image).extract(TITLE_BOX).greyscale().png().toBuffer()
  return sharp(box).stats()
}
