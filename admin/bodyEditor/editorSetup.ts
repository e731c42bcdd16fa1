/**
 * The CodeMirror 6 configuration of the body editor: the file's line numbers in the gutter (the
 * body starts after the frontmatter), Markdown highlighting, the site's components marked (an
 * unknown name in red), undo, and the body check's problems marked at their lines as you type.
 *
 * What each package brings (gzip, measured alone with esbuild; /admin/ only): @codemirror/view and
 * state, the editor itself (~70 KB); commands, undo and the usual keys (~20 KB); language and
 * @lezer/highlight, highlighting (~13 KB); lang-markdown, only its Markdown parser and list keys
 * (~12 KB: its HTML, CSS and JavaScript support is not imported); lint, the marks (~5 KB).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown'
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint'
import { Compartment, type Extension, type Text } from '@codemirror/state'
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view'
import { isMdxComponentName } from '../../lib/content/schema/componentRegistry.ts'
import type { BodyProblem } from '../../lib/editor/bodyCheck.ts'

/** How long typing must pause before the body is checked again. */
export const CHECK_DELAY_MS = 400

const componentMark = Decoration.mark({ class: 'cm-mdx-component' })
const unknownMark = Decoration.mark({ class: 'cm-mdx-unknown', attributes: { title: 'Not one of the site’s blocks' } })

/** `<Name` and `</Name` of capitalised tags: the site's components, or a name it does not know. */
const componentNames = new MatchDecorator({
  regexp: /<\/?([A-Z][\w.]*)/g,
  decoration: (match) => (isMdxComponentName(match[1]!) ? componentMark : unknownMark),
})

const componentHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = componentNames.createDeco(view)
    }
    update(update: ViewUpdate) {
      this.decorations = componentNames.updateDeco(update, this.decorations)
    }
  },
  { decorations: (plugin) => plugin.decorations },
)

const theme = EditorView.theme({
  '&': { backgroundColor: '#fff', fontSize: '14px', maxHeight: '70vh', border: '1px solid #dfdfe3' },
  '&.cm-focused': { outline: '2px solid #3a69c7' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflow: 'auto' },
  '.cm-content': { minHeight: '12rem' },
  '.cm-gutters': { backgroundColor: '#f5f5f7', color: '#555', borderRight: '1px solid #dfdfe3' },
  '.cm-mdx-component': { color: '#0b6e4f', fontWeight: '600' },
  '.cm-mdx-unknown': { color: '#b00020', textDecoration: 'underline wavy #b00020' },
  '.cm-lintRange-error': { backgroundColor: '#fde7ea' },
  '.cm-tooltip-lint': { maxWidth: '36rem', whiteSpace: 'normal' },
})

export interface BodyEditorOptions {
  /** The field's label, for screen readers (CodeMirror's text area is no form control a `<label>` names). */
  label: string
  id: string
  /** Lines of the file before the body, now. */
  lineOffset(): number
  /** The body check, lines counted as the file's. */
  check(body: string, lineOffset: number): BodyProblem[]
  /** Every check's problems, for the list under the editor. */
  onProblems(problems: BodyProblem[]): void
  onChange(body: string): void
  onFocusChange(focused: boolean): void
}

/** A problem at a file line, as a mark over that line of the body. */
function diagnostic(doc: Text, offset: number, problem: BodyProblem): Diagnostic {
  const line = doc.line(Math.min(Math.max(problem.line - offset, 1), doc.lines))
  return { from: line.from, to: line.to, severity: 'error', message: problem.message }
}

/** The gutter's numbers: the file's lines. Reconfigured when the frontmatter grows or shrinks. */
export const gutterNumbers = new Compartment()
export const fileLineNumbers = (offset: number) => lineNumbers({ formatNumber: (n) => String(n + offset) })

export function bodyEditorExtensions(options: BodyEditorOptions): Extension[] {
  return [
    gutterNumbers.of(fileLineNumbers(options.lineOffset())),
    lintGutter(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    EditorView.lineWrapping,
    markdownLanguage,
    syntaxHighlighting(defaultHighlightStyle),
    componentHighlight,
    // Tab is left to move on to the next field (no indentWithTab): the form stays usable from the keyboard.
    keymap.of([...markdownKeymap, ...defaultKeymap, ...historyKeymap]),
    linter(
      (view) => {
        const offset = options.lineOffset()
        const problems = options.check(view.state.doc.toString(), offset)
        options.onProblems(problems)
        return problems.map((problem) => diagnostic(view.state.doc, offset, problem))
      },
      { delay: CHECK_DELAY_MS },
    ),
    EditorView.contentAttributes.of({ 'aria-label': options.label, id: options.id }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString())
      if (update.focusChanged) options.onFocusChange(update.view.hasFocus)
    }),
    theme,
  ]
}
