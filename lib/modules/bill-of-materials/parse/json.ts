import { bomLimits } from "./limits";

/** The parsed value, or why the text is not JSON, with the line and column where that shows. */
export function parseJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // V8 quotes a snippet of the text ("…" is not valid JSON) or gives an offset; our own scan
    // gives the offset either way, so the message says where to look.
    const short = reason
      .replace(/,\s*(?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, "")
      .replace(/\s+in JSON at position \d+.*$/s, "")
      .replace(/^Unexpected token '(.*)'$/s, (_, token: string) => `Unexpected character ${JSON.stringify(token)}`);
    const offset = firstSyntaxError(text);
    const where = offset === null ? "" : ` (${lineAndColumn(text, offset)})`;
    return { error: `The file is not valid JSON: ${short}${where}.` };
  }
}

function lineAndColumn(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}

/**
 * Whether objects and arrays nest deeper than the limit, read from the text (valid JSON) in one
 * pass: cheaper than walking the parsed tree, and the readers and the schema validator after it
 * recurse into nested components.
 */
export function nestsTooDeeply(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) {
        at++; // the escaped character
      } else if (code === 0x22) {
        inString = false;
      }
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > bomLimits.jsonDepth) {
        return true;
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

type Expecting = "value" | "valueOrClose" | "key" | "keyOrClose" | "colon" | "afterValue";

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** Where a JSON syntax scan first fails (only run once JSON.parse has failed), or null. */
function firstSyntaxError(text: string): number | null {
  const open: string[] = [];
  let expecting: Expecting = "value";
  let at = 0;
  for (;;) {
    WHITESPACE.lastIndex = at;
    WHITESPACE.test(text);
    at = WHITESPACE.lastIndex;
    if (at >= text.length) {
      return expecting === "afterValue" && open.length === 0 ? null : at;
    }
    const char = text[at];
    if (expecting === "afterValue") {
      const top = open.at(-1);
      if (top === undefined) {
        return at; // text after the document's one value
      }
      if (char === ",") {
        expecting = top === "{" ? "key" : "value";
      } else if ((top === "{" && char === "}") || (top === "[" && char === "]")) {
        open.pop();
      } else {
        return at;
      }
      at++;
    } else if (expecting === "colon") {
      if (char !== ":") {
        return at;
      }
      expecting = "value";
      at++;
    } else if (expecting === "key" || expecting === "keyOrClose") {
      if (expecting === "keyOrClose" && char === "}") {
        open.pop();
        expecting = "afterValue";
        at++;
      } else if (char === '"') {
        const end = stringEnd(text, at);
        if (end < 0) {
          return -end;
        }
        expecting = "colon";
        at = end;
      } else {
        return at;
      }
    } else if (expecting === "valueOrClose" && char === "]") {
      open.pop();
      expecting = "afterValue";
      at++;
    } else if (char === "{" || char === "[") {
      open.push(char);
      expecting = char === "{" ? "keyOrClose" : "valueOrClose";
      at++;
    } else if (char === '"') {
      const end = stringEnd(text, at);
      if (end < 0) {
        return -end;
      }
      expecting = "afterValue";
      at = end;
    } else {
      LITERAL.lastIndex = at;
      if (!LITERAL.test(text)) {
        return at;
      }
      expecting = "afterValue";
      at = LITERAL.lastIndex;
    }
  }
}

/** The offset after the string that opens at `start`, or minus the offset of its first fault. */
function stringEnd(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x22) {
      return at + 1;
    }
    if (code < 0x20) {
      return -at;
    }
    if (code === 0x5c) {
      const next = text[at + 1];
      if (next === "u") {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
          return -at;
        }
        at += 5;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
        at++;
      } else {
        return -at;
      }
    }
  }
  return -text.length;
}
