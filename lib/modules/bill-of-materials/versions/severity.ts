import { cvss3BaseScore, type SeverityLevel, severityOfScore } from "./cvss";
import type { OsvAdvisory } from "./osv-schema";

/**
 * An advisory's severity, in this order of trust:
 * 1. database_specific.severity, as GitHub writes it (CRITICAL, HIGH, MODERATE, LOW; MEDIUM too);
 * 2. the highest base score of its CVSS v3.0/v3.1 vectors (top-level and per affected package), rated
 *    as CVSS rates it (a 0.0 score rates nothing);
 * 3. an Ubuntu priority (critical, high, medium, low, negligible → low).
 * CVSS v2 and v4 vectors are not scored: an advisory with only those (and no database severity) is null.
 */

const NAMED: Record<string, SeverityLevel> = {
  critical: "critical",
  high: "high",
  important: "high",
  moderate: "medium",
  medium: "medium",
  low: "low",
  negligible: "low",
};

function named(value: unknown): SeverityLevel | null {
  return typeof value === "string" ? (NAMED[value.trim().toLowerCase()] ?? null) : null;
}

export function advisorySeverity(advisory: OsvAdvisory): SeverityLevel | null {
  const fromDatabase = named(advisory.database_specific?.severity);
  if (fromDatabase) {
    return fromDatabase;
  }
  const severities = [
    ...(advisory.severity ?? []),
    ...(advisory.affected ?? []).flatMap((entry) => entry.severity ?? []),
  ];
  const scores = severities
    .filter((severity) => severity.type === "CVSS_V3")
    .map((severity) => cvss3BaseScore(severity.score))
    .filter((score): score is number => score !== null);
  if (scores.length > 0) {
    return severityOfScore(Math.max(...scores));
  }
  for (const severity of severities) {
    const ubuntu = severity.type === "Ubuntu" ? named(severity.score) : null;
    if (ubuntu) {
      return ubuntu;
    }
  }
  return null;
}
