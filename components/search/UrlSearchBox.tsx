import { SearchBox } from './SearchBox.tsx'
import { useUrlValue, type UrlState } from './urlState.ts'

/** The search box bound to `?q=`: typing re-renders it and the results, not the whole island. */
export function UrlSearchBox({
  url,
  id,
  label,
  placeholder,
  disabled,
  onUse,
}: {
  url: UrlState<'q'>
  id: string
  label: string
  placeholder: string
  disabled: boolean
  onUse: () => void
}) {
  const q = useUrlValue(url, 'q')
  return (
    <SearchBox
      id={id}
      label={label}
      placeholder={placeholder}
      value={q}
      disabled={disabled}
      onFocus={onUse}
      onChange={(value) => {
        onUse()
        url.set({ q: value }, 'typing')
      }}
    />
  )
}
