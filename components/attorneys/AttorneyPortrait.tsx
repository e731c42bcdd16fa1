import { initials } from './names'

const sizes = {
  large: 'rounded-2xl text-6xl sm:text-7xl',
  small: 'rounded-full text-2xl',
}

/**
 * An attorney's photo over their initials. Without a photo, or when it fails to load, the
 * initials show: the browser drops an image with empty alt that fails (as components/layout/Logo.tsx
 * relies on), so no script is needed. The alt is empty because the name is right beside it.
 */
export function AttorneyPortrait({ name, photo, size = 'large' }: { name: string; photo?: string; size?: keyof typeof sizes }) {
  return (
    <div className={`relative aspect-square w-full overflow-hidden bg-navy-900 ${sizes[size]}`}>
      <span aria-hidden="true" data-initials="" className="absolute inset-0 flex items-center justify-center font-serif font-bold tracking-wide text-gold-300">
        {initials(name)}
      </span>
      {photo && <img src={photo} alt="" width={480} height={480} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />}
    </div>
  )
}
