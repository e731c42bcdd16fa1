/**
 * The Decap widget for bodies (registered as `mdx-body`, wrapped by the body check as
 * `checked-body`: lib/editor/contentChecks.ts): CodeMirror with the file's line numbers, the
 * problems of the body marked at their lines and listed under it as you type, and for pages and
 * attorneys an insert menu of the site's components (the field's `components`, made with the
 * configuration: lib/editor/componentSnippets.ts). Configured, not written: admin/bodyEditor/editorSetup.ts.
 */
import { forceLinting } from '@codemirror/lint'
import { EditorSelection, EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { Component, createRef, type ChangeEvent } from 'react'
import { bodyProblems, type BodyProblem } from '../../lib/editor/bodyCheck.ts'
import { entryBodyLineOffset } from '../../lib/editor/bodyLines.ts'
import type { ControlProps } from '../../lib/editor/checkedControl.ts'
import type { ComponentSnippet } from '../../lib/editor/componentSnippets.ts'
import type { ImmutableValue } from '../../lib/editor/decapTypes.ts'
import { currentEntry, editedEntry } from '../../lib/editor/editedEntry.ts'
import { loadedSiteIndex } from '../../lib/editor/loadedSiteIndex.ts'
import { bodyEditorExtensions, fileLineNumbers, gutterNumbers } from './editorSetup.ts'

interface Props extends ControlProps {
  forID?: string
  onChange(value: string): void
  setActiveStyle?(): void
  setInactiveStyle?(): void
  /** The entry as it is now (Decap's `entry` prop may be older). */
  getEntry?(): ImmutableValue
}

interface State {
  problems: BodyProblem[]
}

/** How long after a change elsewhere in the form the gutter's numbers are worked out again. */
const OFFSET_DELAY_MS = 300

export class MdxBodyControl extends Component<Props, State> {
  override state: State = { problems: [] }
  private host = createRef<HTMLDivElement>()
  private view: EditorView | undefined
  private offset = 0
  private offsetTimer: ReturnType<typeof setTimeout> | undefined

  override componentDidMount() {
    this.offset = this.currentOffset()
    this.view = new EditorView({
      parent: this.host.current!,
      state: EditorState.create({
        doc: this.value(),
        extensions: bodyEditorExtensions({
          label: String(this.props.field.get('label') ?? 'Body'),
          id: String(this.props.forID ?? ''),
          lineOffset: () => this.offset,
          // The entry as the form has it now: a page's own addresses and forms (lib/editor/editedEntry.ts).
          check: (body, lineOffset) =>
            bodyProblems(
              body,
              lineOffset,
              loadedSiteIndex(),
              editedEntry(currentEntry(this.props), this.props.collection),
            ),
          onProblems: (problems) => this.setState({ problems }),
          onChange: (body) => this.props.onChange(body),
          onFocusChange: (focused) => (focused ? this.props.setActiveStyle?.() : this.props.setInactiveStyle?.()),
        }),
      }),
    })
  }

  override componentDidUpdate() {
    const view = this.view
    if (!view) return
    // A value that changed outside the editor (a restored backup): show it.
    const value = this.value()
    if (value !== view.state.doc.toString())
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } })
    // A field above the body may have gained or lost lines.
    clearTimeout(this.offsetTimer)
    this.offsetTimer = setTimeout(() => this.updateOffset(), OFFSET_DELAY_MS)
  }

  override componentWillUnmount() {
    clearTimeout(this.offsetTimer)
    this.view?.destroy()
  }

  /** Decap's Widget calls this to show a field with an error. */
  focus() {
    this.view?.focus()
  }

  private value(): string {
    return typeof this.props.value === 'string' ? this.props.value : ''
  }

  private currentOffset(): number {
    return entryBodyLineOffset(currentEntry(this.props))
  }

  private updateOffset() {
    const next = this.currentOffset()
    if (next === this.offset || !this.view) return
    this.offset = next
    this.view.dispatch({ effects: gutterNumbers.reconfigure(fileLineNumbers(next)) })
    forceLinting(this.view)
  }

  private snippets(): ComponentSnippet[] {
    const list = this.props.field.get('components') as { toJS(): unknown } | undefined
    return (list?.toJS() as ComponentSnippet[] | undefined) ?? []
  }

  /** Puts a component's starting tag at the cursor, on lines of its own when it holds blocks. */
  private insert = (event: ChangeEvent<HTMLSelectElement>) => {
    const snippet = this.snippets().find((s) => s.name === event.target.value)
    event.target.value = ''
    const view = this.view
    if (!snippet || !view) return
    const { from, to } = view.state.selection.main
    const line = view.state.doc.lineAt(from)
    const block = snippet.text.includes('\n')
    const before = block && line.text.slice(0, from - line.from).trim() ? '\n\n' : ''
    const after =
      block &&
      view.state.doc
        .lineAt(to)
        .text.slice(to - view.state.doc.lineAt(to).from)
        .trim()
        ? '\n\n'
        : ''
    view.dispatch({
      changes: { from, to, insert: `${before}${snippet.text}${after}` },
      selection: EditorSelection.cursor(from + before.length + snippet.cursor),
      scrollIntoView: true,
    })
    view.focus()
  }

  /** Moves the cursor to a file line of the body. */
  private goTo(fileLine: number) {
    const view = this.view
    if (!view) return
    const { doc } = view.state
    const line = doc.line(Math.min(Math.max(fileLine - this.offset, 1), doc.lines))
    view.dispatch({ selection: EditorSelection.cursor(line.from), scrollIntoView: true })
    view.focus()
  }

  override render() {
    const snippets = this.snippets()
    const { problems } = this.state
    return (
      <div className="mdx-body">
        {snippets.length > 0 && (
          <div className="mdx-body-toolbar">
            <label>
              Insert a block{' '}
              <select defaultValue="" onChange={this.insert}>
                <option value="" disabled>
                  choose one (its props follow its name)
                </option>
                {snippets.map((snippet) => (
                  <option key={snippet.name} value={snippet.name}>
                    {snippet.name}: {snippet.props}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <div ref={this.host} />
        <ul className="mdx-body-problems" aria-live="polite">
          {problems.map((problem) => (
            <li key={`${problem.line}:${problem.message}`}>
              <button type="button" onClick={() => this.goTo(problem.line)}>
                Line {problem.line}
              </button>
              : {problem.message}
            </li>
          ))}
        </ul>
      </div>
    )
  }
}
