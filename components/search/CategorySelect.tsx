/** The glossary's category filter: all (no filter) or one category. */
export function CategorySelect({
  id,
  value,
  categories,
  label,
  allLabel,
  disabled,
  onChange,
}: {
  id: string
  value: string
  categories: readonly string[]
  label: string
  allLabel: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-12 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-navy-700 disabled:cursor-wait disabled:bg-slate-100"
      >
        <option value="">{allLabel}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  )
}
