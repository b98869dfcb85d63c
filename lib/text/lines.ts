/** A stretch of a text, by character offsets: text.slice(start, end). */
export interface TextSpan {
  start: number;
  end: number;
}

/** The lines of a text with their offsets (without the line breaks); a text without any is one line. */
export function linesOf(text: string): TextSpan[] {
  const lines: TextSpan[] = [];
  let start = 0;
  for (let position = 0; position <= text.length; position += 1) {
    if (position === text.length || text[position] === "\n") {
      lines.push({ start, end: position });
      start = position + 1;
    }
  }
  return lines;
}
