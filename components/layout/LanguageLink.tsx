import type { Language } from '../../lib/content/schema/language.ts'
import { otherLanguage } from '../../lib/content/schema/languageNames.ts'

/** The header's way to the other language: the same page there, named in that language (`Español`, `English`). */
export function LanguageLink({ language, href, label }: { language: Language; href: string; label: string }) {
  const other = otherLanguage(language)
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className="whitespace-nowrap rounded-md px-1 py-2 text-sm font-semibold text-navy-800 underline underline-offset-4 hover:bg-slate-100 sm:px-2"
    >
      {label}
    </a>
  )
}
