/**
 * Text as stored: no NUL (PostgreSQL text refuses it), no lone surrogate, trimmed, and cut at `max`
 * without splitting a surrogate pair. Numbers are accepted as text (a version written as 1.2).
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) {
    return null;
  }
  const text = String(value).replaceAll("\u0000", "").toWellFormed().trim();
  if (!text) {
    return null;
  }
  return cut(text, max);
}

export function cut(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** For messages: the value quoted and shortened. */
export function quoted(value: unknown, max = 80): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return `"${text.length > max ? `${cut(text, max)}…` : text}"`;
}
