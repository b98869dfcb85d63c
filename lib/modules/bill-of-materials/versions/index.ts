export { cvss3BaseScore, type SeverityLevel, severityOfScore } from "./cvss";
export { ecosystemToPurlType, purlTypeToEcosystem, purlTypeToScheme } from "./ecosystems";
export { type AdvisoryMatch, type AdvisoryMatchOutcome, type MatchableComponent, matchAdvisory } from "./osv-match";
export {
  type OsvAdvisory,
  type OsvAffected,
  type OsvEvent,
  type OsvEventKind,
  type OsvRange,
  osvAdvisorySchema,
  osvEventKinds,
  osvLimits,
  osvRangeTypes,
  osvSeverityTypes,
} from "./osv-schema";
export { advisoryPackageKeys, componentPackageKey, pep503Name, readComponentPurl } from "./package-keys";
export {
  compareVersions,
  isKnownScheme,
  isValidVersion,
  tryCompareVersions,
  unsupportedSchemeReason,
  VersionComparisonError,
  type VersionScheme,
  versionComparator,
  versionSchemes,
  versionSet,
} from "./schemes";
export { advisorySeverity } from "./severity";
export {
  formatVers,
  parseVers,
  VERS_MAX_CONSTRAINTS,
  VERS_MAX_LENGTH,
  type VersComparator,
  type VersConstraint,
  type VersParseResult,
  type VersRange,
  versComparators,
  versContains,
} from "./vers";
