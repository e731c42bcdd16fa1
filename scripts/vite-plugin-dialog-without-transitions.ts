/**
 * Headless UI's Dialog wraps itself in its Transition component whatever props it gets, and the
 * transition code is a fifth of the dialog's script (about 2 KB gzip on every page with a
 * case-review dialog). The site asks for no transition (components/lead/CaseReviewDialog.tsx has no
 * `transition` prop, and mounts the dialog only while open), so the client build swaps that one
 * import for a Transition that shows its child while `show` is on and animates nothing; asked for
 * a transition, it stops loudly. A Headless UI upgrade that moves the import stops the build here
 * instead of silently shipping the bytes again.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

const STUB_ID = '\0dialog-without-transitions'
const DIALOG_MODULE = /@headlessui[\\/]react[\\/]dist[\\/]components[\\/]dialog[\\/]dialog\.js$/
/** The Transition Dialog renders: tells the dialog it is open (as Transition does) while `show` is on. */
const stub = (openClosedModule: string) => `import { createElement } from 'react'
import { OpenClosedProvider, State } from ${JSON.stringify(openClosedModule)}
const refuse = () => {
  throw new Error('Headless UI transitions are left out of this build (scripts/vite-plugin-dialog-without-transitions.ts): render <Dialog> without a transition prop.')
}
export function Transition({ show, transition, children }) {
  if (transition) refuse()
  return show ? createElement(OpenClosedProvider, { value: State.Open }, children) : null
}
export const TransitionChild = refuse
`

export function dialogWithoutTransitions(): Plugin {
  let openClosedModule: string | undefined
  return {
    name: 'dialog-without-transitions',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== '../transition/transition.js' || !importer || !DIALOG_MODULE.test(importer)) return null
      openClosedModule = path.resolve(path.dirname(importer), '../../internal/open-closed.js')
      return STUB_ID
    },
    load(id) {
      return id === STUB_ID && openClosedModule ? stub(openClosedModule) : null
    },
    buildEnd() {
      if (!openClosedModule)
        this.error(
          "Headless UI's Dialog no longer imports '../transition/transition.js': update scripts/vite-plugin-dialog-without-transitions.ts for this version.",
        )
    },
  }
}
