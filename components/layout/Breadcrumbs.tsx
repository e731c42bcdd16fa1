import type { Crumb } from '../../lib/content/breadcrumbTrail.ts'

/** The page's place in the site (home, section, page), as its BreadcrumbList tells search engines. */
export function Breadcrumbs({ trail, label }: { trail: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {i > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <a href={crumb.path} aria-current="page" className="font-semibold text-navy-900 no-underline">
                  {crumb.name}
                </a>
              ) : (
                <a href={crumb.path} className="text-navy-700 underline underline-offset-2 hover:text-navy-900">
                  {crumb.name}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
