import { compareComposerVersions, parseComposerVersion } from "./composer-version";
import { compareGenericVersions, parseGenericVersion } from "./generic-version";
import { compareMavenItems, parseMavenVersion } from "./maven-version";
import { comparePep440Versions, parsePep440Version } from "./pep440-version";
import { compareGemVersions, parseGemVersion } from "./rubygems-version";
import {
  compareSemver,
  compareSemverWithBuild,
  parseGoVersion,
  parseNpmVersion,
  parseStrictSemver,
} from "./semver-schemes";

/**
 * Version ordering per scheme. Scheme names are the vers spec's, which are purl types. What each one
 * does, and where it stops:
 *
 * - npm: semver 2.0 through the `semver` package, loose as npm reads package versions (a leading "v" or
 *   "=", "1.2.3beta"); build metadata does not order. "1.2" is not an npm version.
 * - maven: Maven 3.9's ComparableVersion rules (maven-version.ts), for any printable string up to 256
 *   characters. Not Gradle's or Maven Resolver's GenericVersion, which differ in rare corners.
 * - pypi: PEP 440 (epochs, pre/post/dev releases, normalised spellings); a local label ("+ubuntu1")
 *   orders after its public version, as `packaging` does. Legacy non-PEP 440 versions are refused.
 * - golang: semver with an optional leading "v"; pseudo-versions order as the semver prereleases they are;
 *   "+incompatible" ignored. Go's "v1.2" shorthand is refused (module versions are always full).
 * - cargo, hex: strict semver 2.0 (which is what crates.io and Hex use); a leading "v" is tolerated.
 * - pub: strict semver 2.0, build metadata ordered after the plain version as pub_semver does.
 * - gem: Gem::Version (rubygems-version.ts).
 * - composer: Composer's normalisation, then PHP's version_compare (composer-version.ts). Branch names
 *   ("dev-main", "2.x-dev") are refused.
 * - nuget: the generic rules with whole-string, case-insensitive prerelease labels, as NuGet compares
 *   SemVer 2.0 labels. Legacy four-part versions work (1.0 = 1.0.0 = 1.0.0.0).
 * - generic: the fallback for anything semver-like (generic-version.ts): numeric dot segments of any
 *   length, then a prerelease before its release, letters split from digits (beta9 < beta10), case
 *   ignored, "+build" ignored. It gets "1.0.Final" (a prerelease here) and date-like or epoch-bearing
 *   versions wrong; use it only for versions known to be semver-like.
 *
 * Not supported (deb, rpm, apk, alpine, alpm, gentoo, conan, cran, ...): these need their own ordering
 * (dpkg's epochs and "~", rpmvercmp, ...) and none is implemented. They are refused explicitly — an
 * error from compareVersions, a parse error from parseVers, "undetermined" from matchAdvisory — rather
 * than ordered by a look-alike that is silently wrong.
 */

export const versionSchemes = [
  "npm",
  "maven",
  "pypi",
  "golang",
  "cargo",
  "hex",
  "pub",
  "gem",
  "composer",
  "nuget",
  "generic",
] as const;
export type VersionScheme = (typeof versionSchemes)[number];

/** Schemes the vers spec or purl know whose ordering is not implemented, with what it would take. */
const unsupportedSchemes: Record<string, string> = {
  deb: "Debian version ordering (epochs, '~' and dpkg's character order) is not implemented",
  rpm: "RPM version ordering (epochs, rpmvercmp) is not implemented",
  apk: "Alpine version ordering is not implemented",
  alpine: "Alpine version ordering is not implemented",
  alpm: "Arch Linux version ordering (vercmp) is not implemented",
  gentoo: "Gentoo version ordering is not implemented",
  conan: "Conan version ordering is not implemented",
  cran: "R package version ordering is not implemented",
  cpan: "Perl version ordering is not implemented",
  hackage: "Haskell PVP version ordering is not implemented",
  swift: "Swift package version ordering is not implemented",
  cocoapods: "CocoaPods version ordering is not implemented",
  conda: "Conda version ordering is not implemented",
  semver: "use 'npm' (node-semver) or 'generic' for semver versions",
};

export class VersionComparisonError extends Error {
  override name = "VersionComparisonError";
}

/** True for the schemes this layer can order (the keys of versionSchemes). */
export const isKnownScheme = (value: string): value is VersionScheme =>
  (versionSchemes as readonly string[]).includes(value);

/** Why `scheme` is refused, in a sentence; null when it is supported. */
export function unsupportedSchemeReason(scheme: string): string | null {
  if (isKnownScheme(scheme)) {
    return null;
  }
  const why = unsupportedSchemes[scheme];
  return why ? `Version scheme '${scheme}' is not supported: ${why}` : `Unknown version scheme '${scheme}'`;
}

interface Ordering<T> {
  parse(text: string): T | null;
  compare(left: T, right: T): number;
}

const ordering = <T>(parse: (text: string) => T | null, compare: (left: T, right: T) => number): Ordering<unknown> =>
  ({ parse, compare }) as Ordering<unknown>;

const semverOrdering = ordering(parseStrictSemver, compareSemver);

const orderings: Record<VersionScheme, Ordering<unknown>> = {
  npm: ordering(parseNpmVersion, compareSemver),
  maven: ordering(parseMavenVersion, compareMavenItems),
  pypi: ordering(parsePep440Version, comparePep440Versions),
  golang: ordering(parseGoVersion, compareSemver),
  cargo: semverOrdering,
  hex: semverOrdering,
  pub: ordering(parseStrictSemver, compareSemverWithBuild),
  gem: ordering(parseGemVersion, compareGemVersions),
  composer: ordering(parseComposerVersion, compareComposerVersions),
  nuget: ordering((text) => parseGenericVersion(text, { splitLettersFromDigits: false }), compareGenericVersions),
  generic: ordering((text) => parseGenericVersion(text, { splitLettersFromDigits: true }), compareGenericVersions),
};

function orderingOf(scheme: string): Ordering<unknown> {
  if (!isKnownScheme(scheme)) {
    throw new VersionComparisonError(unsupportedSchemeReason(scheme) ?? `Unknown version scheme '${scheme}'`);
  }
  return orderings[scheme];
}

/** Whether `version` is a version of `scheme` (false for unsupported schemes too). */
export function isValidVersion(scheme: string, version: string): boolean {
  return isKnownScheme(scheme) && orderings[scheme].parse(version) !== null;
}

/**
 * Negative, 0 or positive as `a` is before, the same as or after `b`; null when either is not a
 * version of `scheme`. Throws VersionComparisonError for an unsupported scheme.
 */
export function tryCompareVersions(scheme: VersionScheme, a: string, b: string): number | null {
  const { parse, compare } = orderingOf(scheme);
  const left = parse(a);
  const right = parse(b);
  return left === null || right === null ? null : Math.sign(compare(left, right));
}

/**
 * -1, 0 or 1 as `a` is before, the same as or after `b` in `scheme`. Throws VersionComparisonError when
 * the scheme is unsupported or either string is not one of its versions: never a guessed order.
 */
export function compareVersions(scheme: VersionScheme, a: string, b: string): number {
  const result = tryCompareVersions(scheme, a, b);
  if (result === null) {
    const bad = isValidVersion(scheme, a) ? b : a;
    throw new VersionComparisonError(`'${bad}' is not a valid ${scheme} version`);
  }
  return result;
}

/** Parsed versions a comparator keeps: enough for a range's bounds and a page of components. */
const COMPARATOR_MEMORY = 10_000;

/**
 * A comparator for one scheme that parses each distinct string once: for sorting, and for testing one
 * version against many bounds.
 */
export function versionComparator(scheme: VersionScheme): (a: string, b: string) => number | null {
  const { parse, compare } = orderingOf(scheme);
  const parsed = new Map<string, unknown>();
  const read = (text: string): unknown => {
    if (!parsed.has(text)) {
      if (parsed.size >= COMPARATOR_MEMORY) {
        parsed.clear();
      }
      parsed.set(text, parse(text));
    }
    return parsed.get(text) ?? null;
  };
  return (a, b) => {
    const left = read(a);
    const right = read(b);
    return left === null || right === null ? null : Math.sign(compare(left, right));
  };
}

/**
 * A set of versions that answers "is this version one of them" by the scheme's equality ("2.10" is
 * "2.10.0" in maven), in logarithmic time: for an advisory's list of thousands of affected versions.
 * Strings the scheme cannot read still match themselves exactly.
 */
export function versionSet(scheme: VersionScheme, versions: readonly string[]): (version: string) => boolean {
  const { parse, compare } = orderingOf(scheme);
  const exact = new Set(versions);
  const sorted = versions
    .map((text) => parse(text))
    .filter((parsed) => parsed !== null)
    .sort(compare);
  return (version) => {
    if (exact.has(version)) {
      return true;
    }
    const parsed = parse(version);
    if (parsed === null) {
      return false;
    }
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = compare(sorted[middle], parsed);
      if (order === 0) {
        return true;
      }
      if (order < 0) {
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return false;
  };
}
