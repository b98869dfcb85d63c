import semver, { type SemVer } from "semver";

/**
 * The schemes whose versions are semver 2.0, read by the `semver` package. Build metadata never orders
 * (except for pub, where Dart's pub_semver puts 1.0.0 before 1.0.0+1 before 1.0.0+2).
 */

/** npm: node-semver, loose, as npm itself reads package versions ("v1.2.3", "=1.2.3", "1.2.3beta"). */
export const parseNpmVersion = (text: string): SemVer | null => semver.parse(text, { loose: true });

/** Strict semver 2.0 (a leading "v" tolerated): cargo, hex, pub. */
export const parseStrictSemver = (text: string): SemVer | null => semver.parse(text);

/**
 * Go module versions: semver with a leading "v" (optional here: OSV writes Go versions without it).
 * Pseudo-versions ("v1.2.3-0.20200101120000-abcdef123456") are prereleases and order as semver says;
 * "+incompatible" is build metadata.
 */
export const parseGoVersion = (text: string): SemVer | null =>
  semver.parse(text.startsWith("v") ? text.slice(1) : text);

export const compareSemver = (left: SemVer, right: SemVer): number => semver.compare(left, right);

export const compareSemverWithBuild = (left: SemVer, right: SemVer): number => semver.compareBuild(left, right);
