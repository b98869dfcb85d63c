import { PackageURL } from "packageurl-js";
import { ecosystemPurl } from "./ecosystems";
import type { OsvAdvisory, OsvAffected } from "./osv-schema";

/**
 * A package's key: its purl without version, qualifiers or subpath ("pkg:maven/org.apache.logging.log4j/
 * log4j-core", "pkg:npm/%40babel/core"), names normalised where the ecosystem ignores case or spelling —
 * npm, PyPI (PEP 503: lower case, runs of "-", "_", "." as one "-"), crates.io, NuGet, Packagist, Hex, Pub,
 * Debian, Alpine — and kept as written where it does not (Maven, Go, RubyGems). An advisory's package and a
 * component's purl give the same key exactly when they name the same package, so the database can
 * pre-filter components on it before matchAdvisory decides.
 */

interface Coordinates {
  type: string;
  namespace: string | null;
  name: string;
}

const MAX_PURL_LENGTH = 4000;

/** PEP 503's normalised project name. */
export const pep503Name = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, "-");

function normalized({ type, namespace, name }: Coordinates): Coordinates {
  const lowerType = type.toLowerCase();
  switch (lowerType) {
    case "pypi":
      return { type: lowerType, namespace: namespace?.toLowerCase() ?? null, name: pep503Name(name) };
    case "cargo":
    case "nuget":
      return { type: lowerType, namespace: namespace?.toLowerCase() ?? null, name: name.toLowerCase() };
    default:
      // packageurl-js lower-cases the rest that purl declares case-insensitive (npm, composer, hex, pub, deb, apk).
      return { type: lowerType, namespace, name };
  }
}

function keyOf(coordinates: Coordinates): string | null {
  const { type, namespace, name } = normalized(coordinates);
  try {
    return new PackageURL(type, namespace, name).toString();
  } catch {
    return null;
  }
}

/** "a/b/c" → namespace "a/b", name "c"; no "/" → no namespace. */
function splitAtLastSlash(path: string): { namespace: string | null; name: string } {
  const slash = path.lastIndexOf("/");
  return slash === -1
    ? { namespace: null, name: path }
    : { namespace: path.slice(0, slash), name: path.slice(slash + 1) };
}

/** An OSV package name in purl terms: Maven's "group:artifact", npm's "@scope/name", Go's module path. */
function osvCoordinates(ecosystem: string, name: string): Coordinates | null {
  const purl = ecosystemPurl(ecosystem);
  if (!purl) {
    return null;
  }
  switch (purl.type) {
    case "maven": {
      const [group, artifact, ...rest] = name.split(":");
      return group && artifact && rest.length === 0 ? { type: "maven", namespace: group, name: artifact } : null;
    }
    case "npm":
      return name.startsWith("@") ? { type: "npm", ...splitAtLastSlash(name) } : { type: "npm", namespace: null, name };
    case "golang":
    case "composer":
      return { type: purl.type, ...splitAtLastSlash(name) };
    default:
      return { type: purl.type, namespace: purl.namespace ?? null, name };
  }
}

/** A component purl's key and version; null when it is not a valid purl. */
export function readComponentPurl(purl: string): { key: string; version: string | null } | null {
  if (purl.length > MAX_PURL_LENGTH) {
    return null;
  }
  try {
    const parsed = PackageURL.fromString(purl);
    const key = keyOf({ type: parsed.type, namespace: parsed.namespace ?? null, name: parsed.name });
    return key === null ? null : { key, version: parsed.version || null };
  } catch {
    return null;
  }
}

/** The key of a purl, or null when it is not a valid purl. */
export const componentPackageKey = (purl: string): string | null => readComponentPurl(purl)?.key ?? null;

/**
 * The key of an affected entry's package: from its ecosystem and name, or from its purl when the
 * ecosystem has no purl mapping here. Null when neither names a package this layer can key.
 */
export function affectedPackageKey(entry: OsvAffected): string | null {
  const pkg = entry.package;
  if (!pkg) {
    return null;
  }
  const coordinates = osvCoordinates(pkg.ecosystem, pkg.name);
  if (coordinates) {
    return keyOf(coordinates);
  }
  return pkg.purl ? componentPackageKey(pkg.purl) : null;
}

/** The distinct keys of the packages an advisory names, in the order it names them. */
export function advisoryPackageKeys(advisory: OsvAdvisory): string[] {
  const keys = (advisory.affected ?? []).map(affectedPackageKey).filter((key): key is string => key !== null);
  return [...new Set(keys)];
}
