/**
 * The fixed choices some component props offer editors. The components implement each one
 * (components/ui/iconPaths.ts, components/ui/ButtonLink.tsx) and the type system proves they match.
 */

/** The line icons a card or list may show. */
export const iconNames = [
  'car',
  'medical',
  'hardhat',
  'fall',
  'heart',
  'home',
  'scale',
  'shield',
  'clock',
  'phone',
  'award',
  'building',
  'boat',
  'plane',
  'train',
  'bike',
  'walk',
  'dog',
  'fire',
  'brain',
  'spine',
  'baby',
  'box',
  'map',
  'check',
  'alert',
  'users',
  'document',
  'money',
  'truck',
  'bolt',
  'flask',
  'eye',
  'pill',
  'gear',
  'food',
  'droplet',
  'sun',
  'bandage',
  'anchor',
  'ladder',
] as const
export type IconName = (typeof iconNames)[number]

/** The colours of a button. */
export const buttonVariants = ['primary', 'secondary', 'dark'] as const
export type ButtonVariant = (typeof buttonVariants)[number]
