/** A stylised Manhattan skyline at dusk: towers with lit windows, a spire, and their reflection in the river. */
import { linearGradient, rect, seeded, svgDocument } from './svg.ts'

export function skyline(width: number, height: number): string {
  const random = seeded(7)
  const river = height * 0.74
  const defs = [
    linearGradient('sky', [
      [0, '#0f1f3d'],
      [0.7, '#3d4f7c'],
      [1, '#d98f6b'],
    ]),
    linearGradient('river', [
      [0, '#22324f'],
      [1, '#0b1526'],
    ]),
  ].join('')
  const towers: string[] = []
  for (let x = -20; x < width; ) {
    const w = 50 + random() * 90
    const h = height * (0.18 + random() * 0.42)
    const shade = ['#1d2a44', '#233352', '#2b3c5e', '#18233a'][Math.floor(random() * 4)] ?? '#1d2a44'
    towers.push(rect(x, river - h, w, h, shade))
    for (let wy = river - h + 14; wy < river - 10; wy += 18)
      for (let wx = x + 8; wx < x + w - 10; wx += 14)
        if (random() < 0.35)
          towers.push(rect(wx, wy, 6, 9, '#f7d48a', `opacity="${(0.5 + random() * 0.5).toFixed(2)}"`))
    x += w + 4 + random() * 10
  }
  const sx = width * 0.42
  const spire = [
    rect(sx - 45, river - height * 0.55, 90, height * 0.55, '#263657'),
    rect(sx - 28, river - height * 0.63, 56, height * 0.08, '#2f4168'),
    `<path d="M${sx - 14} ${river - height * 0.63} L ${sx} ${river - height * 0.72} L ${sx + 14} ${river - height * 0.63} Z" fill="#34476f"/>`,
    rect(sx - 2, river - height * 0.8, 4, height * 0.08, '#c9d3e6'),
  ].join('')
  const body = [
    rect(0, 0, width, river, 'url(#sky)'),
    `<circle cx="${width * 0.78}" cy="${height * 0.2}" r="${height * 0.05}" fill="#f3e7c9" opacity="0.85"/>`,
    towers.join(''),
    spire,
    rect(0, river, width, height - river, 'url(#river)'),
    `<g transform="translate(0 ${2 * river}) scale(1 -1)" opacity="0.18">${towers.join('')}${spire}</g>`,
  ].join('')
  return svgDocument(width, height, defs, body)
}
