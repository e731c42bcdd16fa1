/**
 * Texts built from pieces, each character keeping the line of the file it was written on: the
 * blocks of an MDX body as it renders, the blocks of a built page as a browser draws it. A piece
 * with line breaks counts its lines on.
 */
export interface LinedText {
  text: string
  /** The file line of the character at `index` of `text`. */
  lineAt(index: number): number
}

export class LinedTexts {
  /** The texts ended so far, in order. */
  readonly texts: LinedText[] = []
  private parts: string[] = []
  private lines: number[] = []

  /** Adds a piece to the text being built. */
  add(value: string, line: number): void {
    this.parts.push(value)
    let at = line
    for (let i = 0; i < value.length; i++) {
      this.lines.push(at)
      if (value[i] === '\n') at++
    }
  }

  /** Ends the text being built; one with no words is dropped. */
  end(): void {
    const text = this.parts.join('')
    const lines = this.lines
    if (text.trim()) this.texts.push({ text, lineAt: (index) => lines[Math.min(index, lines.length - 1)] ?? 1 })
    this.parts = []
    this.lines = []
  }

  /** A text of its own (an attribute's), between the others. */
  push(text: string, line: number): void {
    if (text.trim()) this.texts.push({ text, lineAt: () => line })
  }
}
