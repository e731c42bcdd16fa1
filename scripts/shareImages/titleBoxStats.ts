/**
 * Whether a card's title was drawn: librsvg draws no text when fontconfig finds no font at all (a bare
 * container), and leaves the title box one colour. The build warns and caches no such card; the
 * tests fail on one.
 */
import sharp from 'sharp'
import { TITLE_BOX } from '../../lib/shareCard/shareCardSvg.ts'

/** The grey-level statistics of the card's title box. */
export async function titleBoxStats(image: string | Buffer) {
  // sharp's stats() reads the whole input, whatever the pipeline extracts: cut the box out first.
  const box = await sharp(image).extract(TITLE_BOX).greyscale().png().toBuffer()
  return sharp(box).stats()
}

/** White text on the navy card spreads the grey levels far; a box of one colour has none. */
export async function titleDrawn(image: Buffer): Promise<boolean> {
  const { channels } = await titleBoxStats(image)
  return (channels[0]?.stdev ?? 0) > 10
}
