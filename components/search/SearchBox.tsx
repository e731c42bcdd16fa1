/** A labelled search field. Disabled until the page's script runs, since only the script filters. */
export function SearchBox({
  id,
  label,
  value,
  placeholder,
  disabled,
  onChange,
  onFocus,
}: {
  id: string
  label: string
  value: string
  placeholder?: string
  disabled: boolean
  onChange: (value: string) => void
  onFocus: () => void
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <div className="relative mt-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        >
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
            clipRule="evenodd"
          />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          className="block min-h-12 w-full rounded-md border border-slate-400 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-offset-2 focus:outline-navy-700 disabled:cursor-wait disabled:bg-slate-100"
        />
      </div>
    </div>
  )
}
