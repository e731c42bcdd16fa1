/**
 * Usage: tsx scripts/draw-placeholder-photos.ts
 * Draws the site's placeholder pictures in code (scripts/placeholder-photos/: SVG scenes, plainly
 * illustrations, never a person) and renders them with sharp to JPEG originals in content/images/,
 * as an editor would put a photo there. The firm replaces them with its own photos; the attorneys
 * keep their initials until the firm sends real portraits. Running it again writes the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { contentDir } from '../lib/content/read/readContent.ts'
import { imagesDir } from '../lib/content/read/photoFacts.ts'
import { shoreline } from './placeholder-photos/shoreline.ts'
import { skyline } from './placeholder-photos/skyline.ts'
import { reception } from './placeholder-photos/reception.ts'

// 1600 x 1200 fills the largest hero copy (1600 wide, 4:3), the share image's 1200 x 630 cut and a page's 1536-wide photo.
const WIDTH = 1600
const HEIGHT = 1200

const scenes: Record<string, (width: number, height: number) => string> = {
  'places/long-island-shoreline.jpg': shoreline,
  'places/manhattan-skyline.jpg': skyline,
  'offices/reception.jpg': reception,
}

for (const [name, draw] of Object.entries(scenes)) {
  const file = path.join(imagesDir(contentDir()), name)
  mkdirSync(path.dirname(file), { recursive: true })
  const jpeg = await sharp(Buffer.from(draw(WIDTH, HEIGHT)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  writeFileSync(file, jpeg)
  console.log(`${path.relative(process.cwd(), file)}: ${WIDTH} x ${HEIGHT}, ${Math.round(jpeg.length / 1024)} KB`)
}
