/** A small set of line icons for cards (decorative: hidden from assistive technology). */
const paths = {
  car: 'M5 16h14M6.5 16l1.5-5h8l1.5 5M5 16v3h2v-2h10v2h2v-3M8 13.5h.01M16 13.5h.01',
  medical: 'M12 5v14M5 12h14M4 4h16v16H4z',
  hardhat: 'M4 17h16M6 17v-3a6 6 0 0 1 12 0v3M10 8V6h4v2',
  fall: 'M7 4a2 2 0 1 0 0 .01M8 8l4 3 3-2M8 8l-2 6 4 2 1 5M4 21h16',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  home: 'M4 11l8-7 8 7v9H4zM10 20v-5h4v5',
  scale: 'M12 4v16M6 20h12M5 8h14M5 8l-2 6a3 3 0 0 0 4 0zM19 8l-2 6a3 3 0 0 0 4 0z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14l-1.5 7 5-3 5 3-1.5-7',
  building: 'M5 21V4h10v17M15 9h4v12M8 8h4M8 12h4M8 16h4M3 21h18',
  boat: 'M3 17l2 3h14l2-3zM6 17V9l6-4v12M12 9h6l-6 8',
  plane: 'M10 20l2-6-7-2v-2l8 1 3-7h2l-1 8 6 1v2l-6 1 1 4h-2z',
  train: 'M7 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM5 11h14M8 21l2-4M16 21l-2-4',
  bike: 'M6 17a3 3 0 1 0 0-.01M18 17a3 3 0 1 0 0-.01M6 17l4-7h5l3 7M10 10l-1-3H7',
  walk: 'M13 4a1.5 1.5 0 1 0 0 .01M10 21l2-6 3 3v3M12 15l-1-5 3-1 2 3h3M11 10l-3 2',
  dog: 'M4 14l3-7 3 2h4l3-2 3 7-3 2v4H7v-4z',
  fire: 'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-3 5-3 8a6 6 0 0 0 6 6z',
  brain: 'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-1 5 3 3 0 0 0 2 5 3 3 0 0 0 5 2V5a3 3 0 0 0-3-1zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 1 5 3 3 0 0 1-2 5 3 3 0 0 1-5 2',
  spine: 'M12 3v18M9 5h6M8 9h8M9 13h6M8 17h8',
  baby: 'M12 9a3 3 0 1 0 0-.01M7 21v-5a5 5 0 0 1 10 0v5M9 4h6',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  check: 'M5 12l5 5L20 7',
  alert: 'M12 3l10 18H2zM12 10v4M12 17.5h.01',
  users: 'M9 11a3 3 0 1 0 0-.01M3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-.01M15 14a6 6 0 0 1 6 6',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  money: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  flask: 'M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  pill: 'M10.5 20.5a5 5 0 0 1-7-7l6-6a5 5 0 0 1 7 7zM7.5 10.5l6 6',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  food: 'M5 3v7a2 2 0 0 0 4 0V3M7 10v11M17 21V3c-2 1-3 4-3 7h3',
  droplet: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  bandage: 'M4 14L14 4a3 3 0 0 1 4 0l2 2a3 3 0 0 1 0 4L10 20a3 3 0 0 1-4 0l-2-2a3 3 0 0 1 0-4zM9 9l6 6',
  anchor: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 8v13M5 12H3a9 9 0 0 0 18 0h-2M8 11h8',
  ladder: 'M7 3v18M17 3v18M7 7h10M7 12h10M7 17h10',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  if (!Object.hasOwn(paths, name)) throw new Error(`Unknown icon "${String(name)}". Use one of: ${Object.keys(paths).join(', ')}.`)
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  )
}

export const iconNames = Object.keys(paths) as IconName[]
