/**
 * Which attributes an element written in MDX may carry, judged on the name the browser will
 * see (React's `className` is `class`; HTML lower-cases every name), so `STYLE`, `OnClick` or
 * `DATA-ISLAND` are refused like their usual spelling. Plain HTML elements get a short list
 * (lib/content/schema/componentRegistry.ts); a component's props are judged by its schema.
 */
import { elementHtmlAttributes, globalHtmlAttributes } from '../schema/componentRegistry.ts'

/** React's names whose HTML name differs in more than case. */
const REACT_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
}

/** The attribute name as it reaches the browser's page: `className` -> `class`, `xlinkHref` -> `xlink:href`, `HREF` -> `href`. */
export function browserAttributeName(name: string): string {
  const mapped = Object.hasOwn(REACT_NAMES, name)
    ? (REACT_NAMES[name] ?? name)
    : name.replace(/^(xlink|xmlns|xml)(?=[A-Z])/, '$1:')
  return mapped.toLowerCase()
}

export interface AttributeProblem {
  message: string
  /** An allowed attribute spelt another way: its value is still checked, as the browser would read it. */
  misspelt?: boolean
}

const list = (names: readonly string[]) =>
  names.length > 1
    ? `${names
        .slice(0, -1)
        .map((n) => `\`${n}\``)
        .join(', ')} and \`${names.at(-1)}\``
    : `\`${names[0]}\``

/** What is wrong with attribute `name` on `element` (a component when capitalised), or undefined. */
export function attributeProblem(element: string, name: string): AttributeProblem | undefined {
  const seen = browserAttributeName(name)
  if (seen === 'dangerouslysetinnerhtml')
    return {
      message: `\`${name}\` on <${element}> is not allowed: it puts raw HTML, and with it possibly a script, on the page. Write the text or Markdown between the tags instead.`,
    }
  if (seen.startsWith('on') && seen.length > 2)
    return {
      message: `\`${name}\` on <${element}> is not allowed: content cannot run code when a visitor clicks or types. Remove it; for a button use <ButtonLink>, <CallButton> or <CaseReviewButton>.`,
    }
  if (seen === 'style')
    return {
      message: `the \`${name}\` prop on <${element}> is not allowed: the site's security policy blocks inline styles, and its look comes from the stylesheet. Remove it, or use a component's \`tone\` or \`variant\`.`,
    }
  if (seen.startsWith('data-'))
    return {
      message: `\`${name}\` on <${element}> is not allowed: \`data-\` attributes are how the site's own code finds its forms, buttons and other interactive parts, so content may not write them. Remove it; for a form or a button use <LeadForm /> or <CaseReviewButton />.`,
    }
  if (/^[A-Z]/.test(element)) return undefined // a component: its schema knows its props
  const own = Object.hasOwn(elementHtmlAttributes, element) ? (elementHtmlAttributes[element] ?? []) : []
  const allowed = [...globalHtmlAttributes, ...own]
  if (allowed.includes(name)) return undefined
  const meant = allowed.find((a) => browserAttributeName(a) === seen || a.toLowerCase() === name.toLowerCase())
  if (meant)
    return {
      message: `\`${name}\` on <${element}> must be written \`${meant}\`, exactly so: the site reads attribute names only as docs/CONTENT.md spells them.`,
      misspelt: true,
    }
  return {
    message: `\`${name}\` on <${element}> is not allowed: an HTML element in content may carry only ${list(globalHtmlAttributes)}${own.length ? `, and <${element}> also ${list(own)}` : ''}. Remove it; for anything more, use one of the site's components (docs/CONTENT.md lists them).`,
  }
}
