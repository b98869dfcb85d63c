/**
 * RubyGems versions as Gem::Version orders them: segments are runs of digits or of letters ("1.0.0.rc1"
 * → 1, 0, 0, rc, 1; "-" reads as ".pre."), trailing zeros of the release part and of the prerelease part
 * drop out, missing segments are 0, and a letter segment sorts before any number, so 1.0.a < 1.0 < 1.0.1.
 * Letter segments compare case-sensitively, as Ruby compares strings.
 */

export type GemVersion = (bigint | string)[];

const GEM_VERSION = /^\s*[0-9]+(?:\.[0-9a-zA-Z]+)*(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?\s*$/;

function withoutTrailingZeros(segments: GemVersion): GemVersion {
  let end = segments.length;
  while (end > 0 && segments[end - 1] === 0n) {
    end--;
  }
  return segments.slice(0, end);
}

export function parseGemVersion(text: string): GemVersion | null {
  if (text.length > 256 || !GEM_VERSION.test(text)) {
    return null;
  }
  const segments = (
    text
      .trim()
      .replaceAll("-", ".pre.")
      .match(/[0-9]+|[a-z]+/gi) ?? []
  ).map((segment) => (/^\d/.test(segment) ? BigInt(segment) : segment));
  const firstLetters = segments.findIndex((segment) => typeof segment === "string");
  const release = firstLetters === -1 ? segments : segments.slice(0, firstLetters);
  const prerelease = firstLetters === -1 ? [] : segments.slice(firstLetters);
  return [...withoutTrailingZeros(release), ...withoutTrailingZeros(prerelease)];
}

export function compareGemVersions(left: GemVersion, right: GemVersion): number {
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const l = left[index] ?? 0n;
    const r = right[index] ?? 0n;
    if (l === r) {
      continue;
    }
    if (typeof l !== typeof r) {
      return typeof l === "string" ? -1 : 1;
    }
    return l < r ? -1 : 1;
  }
  return 0;
}
