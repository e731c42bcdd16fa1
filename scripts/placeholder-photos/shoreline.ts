/** A stylised Long Island shoreline at dusk: sky, sun, sea, dunes with beach grass and a lighthouse. */
import { linearGradient, rect, seeded, svgDocument } from './svg.ts'

export function shoreline(width: number, height: number): string {
  const random = seeded(11)
  const horizon = height * 0.55
  const defs = [
    linearGradient('sky', [
      [0, '#1b2f57'],
      [0.55, '#b5627a'],
      [1, '#f2b27a'],
    ]),
    linearGradient('sea', [
      [0, '#3f6d8f'],
      [1, '#16304d'],
    ]),
    linearGradient('sand', [
      [0, '#e8c89a'],
      [1, '#b48a5a'],
    ]),
  ].join('')
  const waves = Array.from({ length: 26 }, (_, i) => {
    const y = horizon + 10 + i * 9 + random() * 6
    const x = random() * width
    return rect(x, y, 80 + random() * 220, 2, '#f6d3a8', `opacity="${(0.15 + random() * 0.3).toFixed(2)}"`)
  }).join('')
  const dune = `<path d="M0 ${height * 0.78} C ${width * 0.25} ${height * 0.68}, ${width * 0.45} ${height * 0.74}, ${width * 0.62} ${height * 0.7} S ${width * 0.9} ${height * 0.66}, ${width} ${height * 0.72} L ${width} ${height} L 0 ${height} Z" fill="url(#sand)"/>`
  const grass = Array.from({ length: 140 }, () => {
    const x = random() * width
    const base = height * (0.74 + random() * 0.06)
    const lean = (random() - 0.5) * 40
    return `<path d="M${x.toFixed(1)} ${base.toFixed(1)} q ${(lean / 2).toFixed(1)} -30 ${lean.toFixed(1)} -${(40 + random() * 50).toFixed(1)}" stroke="#5f6b3a" stroke-width="3" fill="none" opacity="0.8"/>`
  }).join('')
  const lx = width * 0.8
  const lighthouse = [
    `<path d="M${lx - 34} ${height * 0.69} L ${lx - 20} ${height * 0.42} L ${lx + 20} ${height * 0.42} L ${lx + 34} ${height * 0.69} Z" fill="#f4efe6"/>`,
    rect(lx - 28, height * 0.5, 56, 26, '#9b3b36'),
    rect(lx - 24, height * 0.39, 48, 26, '#2a2f3a'),
    `<circle cx="${lx}" cy="${height * 0.405}" r="10" fill="#ffe9a8"/>`,
  ].join('')
  const body = [
    rect(0, 0, width, horizon, 'url(#sky)'),
    `<circle cx="${width * 0.3}" cy="${horizon - 20}" r="${height * 0.09}" fill="#fbd38d" opacity="0.9"/>`,
    rect(0, horizon, width, height - horizon, 'url(#sea)'),
    waves,
    dune,
    grass,
    lighthouse,
  ].join('')
  return svgDocument(width, height, defs, body)
}
