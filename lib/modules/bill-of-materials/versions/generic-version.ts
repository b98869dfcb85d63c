/**
 * Semver-like versions of any length: numeric dot segments (missing ones are 0, so 1.2 = 1.2.0 = 1.2.0.0),
 * then an optional prerelease ("-rc.1", or letters straight after the numbers: "1.0rc1", "1.0.beta"),
 * which comes before the release it qualifies, then "+build", ignored. Prerelease identifiers compare as
 * semver's do (numbers numerically and before words, words case-insensitively, fewer before more).
 */

export interface GenericVersion {
  release: bigint[];
  prerelease: (bigint | string)[];
}

const GENERIC = /^[vV]?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.-]+)|\.?([A-Za-z][0-9A-Za-z.-]*))?(?:\+[0-9A-Za-z.-]+)?$/;

export interface GenericOptions {
  /**
   * Split identifiers where letters meet digits ("beta10" → beta, 10), so beta9 < beta10. Off for NuGet,
   * which compares "beta10" and "beta9" as whole strings.
   */
  splitLettersFromDigits: boolean;
}

export function parseGenericVersion(text: string, options: GenericOptions): GenericVersion | null {
  const match = text.length <= 256 ? GENERIC.exec(text) : null;
  if (!match) {
    return null;
  }
  const [, release = "0", hyphenated, attached] = match;
  const label = hyphenated ?? attached;
  const identifiers = label ? label.split(/[.-]/) : [];
  if (identifiers.some((identifier) => identifier === "")) {
    return null;
  }
  const pieces = options.splitLettersFromDigits
    ? identifiers.flatMap((identifier) => identifier.match(/\d+|[A-Za-z]+/g) ?? [])
    : identifiers;
  return {
    release: release.split(".").map((part) => BigInt(part)),
    prerelease: pieces.map((piece) => (/^\d+$/.test(piece) ? BigInt(piece) : piece.toLowerCase())),
  };
}

function compareIdentifiers(left: bigint | string, right: bigint | string): number {
  if (typeof left !== typeof right) {
    return typeof left === "bigint" ? -1 : 1;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

export function compareGenericVersions(left: GenericVersion, right: GenericVersion): number {
  const length = Math.max(left.release.length, right.release.length);
  for (let index = 0; index < length; index++) {
    const l = left.release[index] ?? 0n;
    const r = right.release[index] ?? 0n;
    if (l !== r) {
      return l < r ? -1 : 1;
    }
  }
  const leftIsRelease = left.prerelease.length === 0;
  const rightIsRelease = right.prerelease.length === 0;
  if (leftIsRelease || rightIsRelease) {
    return leftIsRelease === rightIsRelease ? 0 : leftIsRelease ? 1 : -1;
  }
  const identifiers = Math.max(left.prerelease.length, right.prerelease.length);
  for (let index = 0; index < identifiers; index++) {
    const l = left.prerelease[index];
    const r = right.prerelease[index];
    if (l === undefined || r === undefined) {
      return l === undefined ? -1 : 1;
    }
    const result = compareIdentifiers(l, r);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}
