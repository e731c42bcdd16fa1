/** One labelled list of an attorney's page (admissions, languages): a heading and its items, nothing when empty. */
export function AttorneyFactList({ heading, items }: { heading: string; items: string[] | undefined }) {
  if (!items?.length) return null
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="font-serif text-xl font-bold text-navy-900">{heading}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
