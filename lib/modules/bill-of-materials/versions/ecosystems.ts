import { PURL_TYPE_ECOSYSTEMS } from "@/lib/contract/osv-ecosystems";
import type { VersionScheme } from "./schemes";

/**
 * OSV ecosystems and purl types, and the version scheme each purl type's versions follow. An OSV
 * ecosystem may carry a suffix after ":" ("Debian:11", "Ubuntu:22.04:LTS"); only the part before it names
 * the ecosystem.
 */

interface EcosystemPurl {
  type: string;
  /** The purl namespace every package of the ecosystem has (the distribution of an OS ecosystem). */
  namespace?: string;
}

const ecosystemPurls: Record<string, EcosystemPurl> = {
  npm: { type: "npm" },
  maven: { type: "maven" },
  pypi: { type: "pypi" },
  go: { type: "golang" },
  "crates.io": { type: "cargo" },
  nuget: { type: "nuget" },
  rubygems: { type: "gem" },
  packagist: { type: "composer" },
  hex: { type: "hex" },
  pub: { type: "pub" },
  hackage: { type: "hackage" },
  cran: { type: "cran" },
  conancenter: { type: "conan" },
  bitnami: { type: "bitnami" },
  debian: { type: "deb", namespace: "debian" },
  ubuntu: { type: "deb", namespace: "ubuntu" },
  alpine: { type: "apk", namespace: "alpine" },
};

const purlSchemes: Record<string, VersionScheme> = {
  npm: "npm",
  maven: "maven",
  pypi: "pypi",
  golang: "golang",
  cargo: "cargo",
  nuget: "nuget",
  gem: "gem",
  composer: "composer",
  hex: "hex",
  pub: "pub",
  generic: "generic",
};

const ecosystemBase = (ecosystem: string): string => (ecosystem.split(":")[0] ?? "").trim().toLowerCase();

/** The purl type of an OSV ecosystem ("Maven" → "maven", "crates.io" → "cargo"); null when unmapped. */
export function ecosystemToPurlType(ecosystem: string): string | null {
  return ecosystemPurls[ecosystemBase(ecosystem)]?.type ?? null;
}

export function ecosystemPurl(ecosystem: string): EcosystemPurl | null {
  return ecosystemPurls[ecosystemBase(ecosystem)] ?? null;
}

/**
 * The version scheme of a purl type; null for types whose ordering is not implemented (deb, rpm, apk,
 * ...) or unknown: their versions are never compared.
 */
export function purlTypeToScheme(type: string): VersionScheme | null {
  return purlSchemes[type.toLowerCase()] ?? null;
}

/** The OSV ecosystem of a language-package purl type ("cargo" → "crates.io"); null for OS packages and unknowns. */
export function purlTypeToEcosystem(type: string): string | null {
  return PURL_TYPE_ECOSYSTEMS[type.toLowerCase()] ?? null;
}
