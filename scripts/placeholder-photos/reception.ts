/** A stylised office reception: a wall with a window and framed prints, a desk, chairs and a plant. */
import { linearGradient, rect, svgDocument } from './svg.ts'

export function reception(width: number, height: number): string {
  const floor = height * 0.72
  const defs = [
    linearGradient('wall', [
      [0, '#e9e4da'],
      [1, '#d9d1c3'],
    ]),
    linearGradient('floor', [
      [0, '#8a6a4a'],
      [1, '#5e452f'],
    ]),
    linearGradient('window', [
      [0, '#9cc3e0'],
      [1, '#dceaf3'],
    ]),
  ].join('')
  const window = [
    rect(width * 0.06, height * 0.12, width * 0.3, height * 0.45, '#f7f4ee'),
    rect(width * 0.075, height * 0.14, width * 0.27, height * 0.41, 'url(#window)'),
    rect(width * 0.205, height * 0.14, 8, height * 0.41, '#f7f4ee'),
  ].join('')
  const prints = [0, 1, 2]
    .map((i) => {
      const x = width * (0.48 + i * 0.13)
      return `${rect(x, height * 0.2, width * 0.1, height * 0.16, '#1e2f4d')}${rect(x + 10, height * 0.2 + 10, width * 0.1 - 20, height * 0.16 - 20, ['#c9a25a', '#6f8fa8', '#b46a5a'][i] ?? '#c9a25a')}`
    })
    .join('')
  const desk = [
    rect(width * 0.44, floor - height * 0.2, width * 0.42, height * 0.2, '#1e2f4d'),
    rect(width * 0.42, floor - height * 0.22, width * 0.46, height * 0.03, '#c9a25a'),
    rect(width * 0.6, floor - height * 0.3, width * 0.07, height * 0.08, '#2b2b2b'),
  ].join('')
  const chair = (x: number) =>
    `${rect(x, floor - height * 0.16, width * 0.09, height * 0.1, '#7b2f34', 'rx="10"')}${rect(x, floor - height * 0.08, width * 0.09, height * 0.04, '#5e2327', 'rx="6"')}${rect(x + 8, floor - height * 0.04, 8, height * 0.04, '#333')}${rect(x + width * 0.09 - 16, floor - height * 0.04, 8, height * 0.04, '#333')}`
  const px = width * 0.93
  const plant = [
    rect(px - 30, floor - height * 0.1, 60, height * 0.1, '#b7a48a'),
    ...[-50, -20, 10, 40].map(
      (dx) =>
        `<ellipse cx="${px + dx / 2}" cy="${floor - height * 0.2}" rx="24" ry="${height * 0.1}" fill="#4f7a4a" transform="rotate(${dx / 2} ${px} ${floor - height * 0.1})"/>`,
    ),
  ].join('')
  const body = [
    rect(0, 0, width, floor, 'url(#wall)'),
    rect(0, floor, width, height - floor, 'url(#floor)'),
    window,
    prints,
    desk,
    chair(width * 0.1),
    chair(width * 0.22),
    plant,
  ].join('')
  return svgDocument(width, height, defs, body)
}
