import { PackageURL } from "packageurl-js";
import { ecosystemToPurlType, purlTypeToScheme } from "./ecosystems";
import type { OsvAdvisory, OsvAffected, OsvEvent } from "./osv-schema";
import { affectedPackageKey, readComponentPurl } from "./package-keys";
import { type VersionScheme, versionComparator, versionSet } from "./schemes";

/**
 * Whether a component is affected by an OSV advisory. The component's purl (type, namespace and name;
 * version, qualifiers and subpath ignored) must name an affected package, and its version — the purl's,
 * else the component's — must be listed in `versions` or fall inside a SEMVER or ECOSYSTEM range, read
 * as OSV says: events sorted by version, introduced "0" before all; inside from an `introduced` up to a
 * `fixed` (excluded) or a `last_affected` (included); at or above every `limit`, outside. SEMVER ranges
 * compare as node-semver does; ECOSYSTEM ranges by the ecosystem's scheme (schemes.ts).
 *
 * GIT ranges are ignored (they need the repository's commit graph). When the package is named but the
 * answer cannot be known — no version, a version or bound the scheme cannot read, an ecosystem without a
 * supported ordering (Debian, Alpine, ...), only GIT ranges — the outcome is "undetermined" and
 * `affected` false: the reason says which.
 */

export type AdvisoryMatchOutcome = "affected" | "not_affected" | "undetermined";

export interface AdvisoryMatch {
  affected: boolean;
  outcome: AdvisoryMatchOutcome;
  reason: string;
}

export interface MatchableComponent {
  purl: string | null;
  name: string;
  version: string | null;
}

type Compare = (a: string, b: string) => number | null;
type Verdict = { outcome: AdvisoryMatchOutcome; detail: string };

const semverCompare = versionComparator("npm");

const eventVersion = (event: OsvEvent): string =>
  event.introduced ?? event.fixed ?? event.last_affected ?? event.limit ?? "";

const isZero = (event: OsvEvent): boolean => event.introduced === "0";

function describeEnd(event: OsvEvent | undefined): string {
  if (event?.fixed !== undefined) {
    return `fixed in ${event.fixed}`;
  }
  if (event?.last_affected !== undefined) {
    return `last affected ${event.last_affected}`;
  }
  return "not fixed";
}

const describeEvent = (event: OsvEvent): string =>
  event.introduced === undefined
    ? describeEnd(event)
    : isZero(event)
      ? "introduced in its first version"
      : `introduced in ${event.introduced}`;

function rangeVerdict(version: string, events: readonly OsvEvent[], compare: Compare, scheme: string): Verdict {
  if (compare(version, version) === null) {
    return { outcome: "undetermined", detail: `'${version}' is not a valid ${scheme} version` };
  }
  const unreadable = events.find(
    (event) => !isZero(event) && compare(eventVersion(event), eventVersion(event)) === null,
  );
  if (unreadable) {
    return {
      outcome: "undetermined",
      detail: `its bound '${eventVersion(unreadable)}' is not a valid ${scheme} version`,
    };
  }
  const limits = events.filter((event) => event.limit !== undefined && event.limit !== "*").map(eventVersion);
  if (limits.length > 0 && limits.every((limit) => (compare(version, limit) ?? 0) >= 0)) {
    return { outcome: "not_affected", detail: `at or above the range's limit ${limits.join(", ")}` };
  }
  const sorted = events
    .filter((event) => event.limit === undefined)
    .sort((a, b) =>
      isZero(a) ? (isZero(b) ? 0 : -1) : isZero(b) ? 1 : (compare(eventVersion(a), eventVersion(b)) ?? 0),
    );
  let openedAt = -1;
  sorted.forEach((event, index) => {
    const order = isZero(event) ? 1 : (compare(version, eventVersion(event)) ?? 0);
    if (event.introduced !== undefined && order >= 0) {
      openedAt = index;
    } else if ((event.fixed !== undefined && order >= 0) || (event.last_affected !== undefined && order > 0)) {
      openedAt = -1;
    }
  });
  if (openedAt === -1) {
    return { outcome: "not_affected", detail: sorted.map(describeEvent).join(", ") };
  }
  const opened = sorted[openedAt];
  const start =
    opened === undefined || isZero(opened) ? "from its first version" : `introduced in ${opened.introduced}`;
  const end = sorted.slice(openedAt + 1).find((event) => event.introduced === undefined);
  return { outcome: "affected", detail: `${start}, ${describeEnd(end)}` };
}

function purlTypeOf(entry: OsvAffected): string {
  const ecosystem = entry.package?.ecosystem ?? "";
  const purlType = ecosystemToPurlType(ecosystem);
  if (purlType) {
    return purlType;
  }
  try {
    return entry.package?.purl ? PackageURL.fromString(entry.package.purl).type : ecosystem;
  } catch {
    return ecosystem;
  }
}

interface PreparedEntry {
  purlType: string;
  scheme: VersionScheme | null;
  compare: Compare | null;
  isListed: (version: string) => boolean;
}

// An entry is checked against many components in turn: its scheme, bounds and version list are read once.
const preparedEntries = new WeakMap<OsvAffected, PreparedEntry>();

function prepared(entry: OsvAffected): PreparedEntry {
  let ready = preparedEntries.get(entry);
  if (!ready) {
    const purlType = purlTypeOf(entry);
    const scheme = purlTypeToScheme(purlType);
    const listed = entry.versions ?? [];
    ready = {
      purlType,
      scheme,
      compare: scheme ? versionComparator(scheme) : null,
      isListed: scheme ? versionSet(scheme, listed) : (version) => listed.includes(version),
    };
    preparedEntries.set(entry, ready);
  }
  return ready;
}

function entryVerdict(entry: OsvAffected, version: string): Verdict {
  const { purlType, scheme, compare: ecosystemCompare, isListed } = prepared(entry);
  if (isListed(version)) {
    return { outcome: "affected", detail: "listed among its affected versions" };
  }
  const ranges = (entry.ranges ?? []).filter((range) => range.type !== "GIT");
  if (ranges.length === 0) {
    const why =
      (entry.ranges ?? []).length > 0
        ? "its only ranges are GIT commit ranges, which are not evaluated"
        : "it lists no affected ranges";
    return (entry.versions ?? []).length > 0
      ? { outcome: "not_affected", detail: "not among its listed affected versions" }
      : { outcome: "undetermined", detail: why };
  }
  const verdicts = ranges.map((range): Verdict => {
    if (range.type === "SEMVER") {
      return rangeVerdict(version, range.events, semverCompare, "semver");
    }
    return ecosystemCompare && scheme
      ? rangeVerdict(version, range.events, ecosystemCompare, scheme)
      : {
          outcome: "undetermined",
          detail: `versions of ${entry.package?.ecosystem ?? purlType} packages cannot be compared here (unsupported scheme)`,
        };
  });
  return (
    verdicts.find((verdict) => verdict.outcome === "affected") ??
    verdicts.find((verdict) => verdict.outcome === "undetermined") ?? {
      outcome: "not_affected",
      detail: verdicts.map((verdict) => verdict.detail).join("; "),
    }
  );
}

// An advisory is matched against many components in turn: its entries' keys are worked out once.
const entryKeys = new WeakMap<OsvAdvisory, (string | null)[]>();

function entriesNaming(advisory: OsvAdvisory, key: string): OsvAffected[] {
  const affected = advisory.affected ?? [];
  let keys = entryKeys.get(advisory);
  if (!keys) {
    keys = affected.map(affectedPackageKey);
    entryKeys.set(advisory, keys);
  }
  return affected.filter((_, index) => keys[index] === key);
}

const result = (outcome: AdvisoryMatchOutcome, reason: string): AdvisoryMatch => ({
  affected: outcome === "affected",
  outcome,
  reason,
});

export function matchAdvisory(advisory: OsvAdvisory, component: MatchableComponent): AdvisoryMatch {
  if (advisory.withdrawn) {
    return result("not_affected", `${advisory.id} was withdrawn (${advisory.withdrawn})`);
  }
  if (!component.purl) {
    return result("not_affected", `${component.name} has no purl, and advisories are matched by purl only`);
  }
  const read = readComponentPurl(component.purl);
  if (read === null) {
    return result("not_affected", `${component.name}'s purl '${component.purl}' is not a valid purl`);
  }
  const { key } = read;
  const entries = entriesNaming(advisory, key);
  if (entries.length === 0) {
    return result("not_affected", `${advisory.id} does not name ${key}`);
  }
  const version = read.version || component.version;
  if (!version) {
    return result(
      "undetermined",
      `${advisory.id} names ${key}, but ${component.name} has no version (neither in its purl nor its own), so it is not matched`,
    );
  }
  const verdicts = entries.map((entry) => entryVerdict(entry, version));
  const found =
    verdicts.find((verdict) => verdict.outcome === "affected") ??
    verdicts.find((verdict) => verdict.outcome === "undetermined");
  if (found?.outcome === "affected") {
    return result("affected", `${component.name} ${version} is affected by ${advisory.id} (${key}: ${found.detail})`);
  }
  if (found) {
    return result(
      "undetermined",
      `${advisory.id} names ${key}, but ${component.name} ${version} cannot be checked: ${found.detail}`,
    );
  }
  const details = verdicts.map((verdict) => verdict.detail).join("; ");
  return result(
    "not_affected",
    `${component.name} ${version} is outside ${advisory.id}'s affected versions of ${key} (${details})`,
  );
}
