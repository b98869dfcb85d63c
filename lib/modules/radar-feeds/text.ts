/**
 * Text helpers for feed items. Every function is linear in its input (plain scans and regular
 * expressions without nested quantifiers), because the input is whatever a feed sends.
 */

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return namedEntities[body.toLowerCase()] ?? entity;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity);
}

const SKIPPED_ELEMENTS = ["script", "style"];
/** Elements inside a run of text: removing them must not split a word ("<b>acme</b>'s"). */
const INLINE_ELEMENTS = new Set([
  "a",
  "abbr",
  "b",
  "code",
  "em",
  "i",
  "mark",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
]);

/**
 * The text of an HTML fragment: tags removed (with the content of script and style elements),
 * entities decoded, white space collapsed. Not a sanitiser: the result is plain text only.
 */
export function stripHtml(html: string): string {
  const lower = html.toLowerCase();
  let text = "";
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf("<", position);
    if (open === -1) {
      text += html.slice(position);
      break;
    }
    text += html.slice(position, open);
    const close = html.indexOf(">", open + 1);
    if (close === -1) {
      break; // an unterminated tag: the rest is markup
    }
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/.exec(lower.slice(open, Math.min(close, open + 20)));
    const tagName = tag?.[2];
    position = close + 1;
    if (tagName && !tag?.[1] && SKIPPED_ELEMENTS.includes(tagName)) {
      const end = lower.indexOf(`</${tagName}`, position);
      const endClose = end === -1 ? -1 : lower.indexOf(">", end);
      position = endClose === -1 ? html.length : endClose + 1;
    }
    text += tagName && INLINE_ELEMENTS.has(tagName) ? "" : " ";
  }
  return collapseSpace(decodeEntities(text));
}

export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** At most `max` characters, cut at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.8 ? cut.slice(0, space) : cut}…`;
}
