/**
 * content/interface.yaml: the words of the interface (buttons, labels, messages), each key once
 * with its English (`en:`) and Spanish (`es:`). Every key of ./interfaceKeys.ts must be there, in
 * both languages, with the same `{placeholders}`: the site fills those in, so a translation that
 * drops or renames one would show the braces to visitors.
 */
import { z } from 'zod'
import { INTERFACE_KEYS, type InterfaceGroup } from './interfaceKeys.ts'
import { ADVERTISING_LABEL } from './disclosures.ts'

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()

const listed = (names: string[]) => (names.length ? names.join(', ') : 'none')

const wordPair = z
  .strictObject({ en: z.string().min(1).max(300).optional(), es: z.string().min(1).max(300).optional() })
  .superRefine((pair, ctx) => {
    for (const [language, name] of [
      ['en', 'English'],
      ['es', 'Spanish'],
    ] as const) {
      if (pair[language] === undefined)
        ctx.addIssue({
          code: 'custom',
          message: `has no ${name} words: add a line \`${language}: ...\` under it, with the ${name} text`,
        })
    }
    if (pair.en === undefined || pair.es === undefined) return
    const [en, es] = [placeholders(pair.en), placeholders(pair.es)]
    if (en.join() !== es.join())
      ctx.addIssue({
        code: 'custom',
        message: `has the placeholders ${listed(en)} in English but ${listed(es)} in Spanish: write the same ones in both (the site fills them in), and translate only the words around them`,
      })
  })

type Pair = z.infer<typeof wordPair>

/** One group (`shell:`, `lead:`...): each of its keys present, none unknown. */
function groupSchema(group: InterfaceGroup) {
  const keys: readonly string[] = INTERFACE_KEYS[group]
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, wordPair.optional()]))).superRefine((words, ctx) => {
    for (const key of keys)
      if (words[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is missing: add \`${key}:\` under \`${group}:\`, with its \`en:\` and \`es:\` lines (the site shows these words)`,
        })
  })
}

const GROUPS = Object.keys(INTERFACE_KEYS) as InterfaceGroup[]

export const interfaceFileSchema = z
  .strictObject(
    Object.fromEntries(GROUPS.map((g) => [g, groupSchema(g).optional()])) as {
      [G in InterfaceGroup]: z.ZodOptional<ReturnType<typeof groupSchema>>
    },
  )
  .superRefine((file, ctx) => {
    for (const group of GROUPS)
      if (file[group] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [group],
          message: `is missing: add the group \`${group}:\` with each of its words in \`en:\` and \`es:\``,
        })
    // New York's label, which a Spanish page shows beside the English one (./disclosures.ts): worded, never removed.
    const label = file.shell?.attorneyAdvertising
    for (const language of ['en', 'es'] as const)
      if (label?.[language] !== undefined && !label[language].trim().startsWith(ADVERTISING_LABEL[language]))
        ctx.addIssue({
          code: 'custom',
          path: ['shell', 'attorneyAdvertising', language],
          message: `is New York's advertising label (Rule 7.1(f)), which every ${language === 'es' ? 'Spanish ' : ''}page shows: write "${ADVERTISING_LABEL[language]}"`,
        })
  })

export type InterfaceFile = { [G in InterfaceGroup]?: Record<string, Pair | undefined> }
