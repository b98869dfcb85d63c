// Plain data shared by the API and the web app (no server imports: the browser bundle uses it).

/**
 * purl type → OSV ecosystem, for the language package types OSV names: the advisory matcher reads
 * it to find an advisory's packages, the Components page to draft an advisory from a purl.
 */
export const PURL_TYPE_ECOSYSTEMS: Readonly<Record<string, string>> = {
  npm: "npm",
  maven: "Maven",
  pypi: "PyPI",
  golang: "Go",
  cargo: "crates.io",
  nuget: "NuGet",
  gem: "RubyGems",
  composer: "Packagist",
  hex: "Hex",
  pub: "Pub",
  hackage: "Hackage",
  cran: "CRAN",
  conan: "ConanCenter",
  bitnami: "Bitnami",
};
