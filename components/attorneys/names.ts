/** Name parts the attorney blocks show (their initials: components/ui/initials.ts). */

/** The first name, for "Email {first name}". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name
}
