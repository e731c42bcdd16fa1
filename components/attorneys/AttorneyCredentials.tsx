import type { ReactNode } from 'react'

/** The box around the credentials part of an attorney's bio (wrapped at compile time: lib/content/compile/credentialsBox.ts). */
export function AttorneyCredentials({ children }: { children?: ReactNode }) {
  return <div className="mt-8 rounded-xl border-l-4 border-gold-500 bg-navy-50 px-5 py-1 sm:px-6">{children}</div>
}
