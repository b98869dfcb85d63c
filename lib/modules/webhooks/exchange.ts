import type { HeaderPairs } from "./tables";

/**
 * What an attempt keeps of its HTTP exchange, and its bounds: the first 4 KB of the response body,
 * at most 50 response headers of at most 256 (name) and 1,024 (value) characters, 8 KB of header
 * text in all. The request's headers are ours (five, bounded by the event type's 200 characters).
 */
export const exchangeLimits = {
  responseBodyBytes: 4096,
  headerCount: 50,
  headerNameLength: 256,
  headerValueLength: 1024,
  headerBytes: 8192,
} as const;

/** The request headers that may be kept and shown: every one we send. The secret is never a header. */
export function requestHeaderPairs(flat: readonly string[]): HeaderPairs {
  const pairs: HeaderPairs = [];
  for (let index = 0; index + 1 < flat.length; index += 2) {
    pairs.push([flat[index] as string, flat[index + 1] as string]);
  }
  return boundHeaders(pairs);
}

const cut = (value: string, length: number) =>
  (value.length > length ? `${value.slice(0, length)}…` : value).replaceAll("\u0000", "\uFFFD");

/** Caps the count, each name and value, and the total size; what is cut is left out. */
export function boundHeaders(pairs: HeaderPairs): HeaderPairs {
  const kept: HeaderPairs = [];
  let size = 0;
  for (const [name, value] of pairs) {
    if (kept.length >= exchangeLimits.headerCount) {
      break;
    }
    const pair: [string, string] = [
      cut(name, exchangeLimits.headerNameLength),
      cut(value, exchangeLimits.headerValueLength),
    ];
    size += pair[0].length + pair[1].length;
    if (size > exchangeLimits.headerBytes) {
      break;
    }
    kept.push(pair);
  }
  return kept;
}

/** Node's header object (lower-case names; repeated headers as arrays) as bounded pairs. */
export function responseHeaderPairs(headers: Record<string, string | string[] | undefined>): HeaderPairs {
  const pairs: HeaderPairs = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) {
      continue;
    }
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push([name, String(one)]);
      if (pairs.length > exchangeLimits.headerCount) {
        return boundHeaders(pairs);
      }
    }
  }
  return boundHeaders(pairs);
}

/** Collects the first bytes of a response body, up to the limit, and says whether more came. */
export class BodyPrefix {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  truncated = false;

  add(chunk: Buffer): void {
    const room = exchangeLimits.responseBodyBytes - this.kept;
    if (chunk.length > room) {
      this.truncated = true;
    }
    if (room > 0) {
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      this.chunks.push(Buffer.from(part));
      this.kept += part.length;
    }
  }

  /**
   * The kept bytes as text (invalid UTF-8 replaced; a character cut at the limit dropped). NUL is
   * replaced too, since a text column cannot hold it.
   */
  text(): string {
    let text = Buffer.concat(this.chunks).toString("utf8");
    if (this.truncated) {
      text = text.replace(/\uFFFD$/, "");
    }
    return text.replaceAll("\u0000", "\uFFFD");
  }
}
