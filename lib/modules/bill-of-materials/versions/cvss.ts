/**
 * The CVSS v3.0 / v3.1 base score of a vector ("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H" → 9.8), by the
 * specification's formula. Temporal and environmental metrics may follow and are ignored: the base score
 * is what advisories publish. v2 and v4 vectors are not scored here.
 */

export type SeverityLevel = "critical" | "high" | "medium" | "low";

const WEIGHTS = {
  AV: { N: 0.85, A: 0.62, L: 0.55, P: 0.2 },
  AC: { L: 0.77, H: 0.44 },
  UI: { N: 0.85, R: 0.62 },
  C: { H: 0.56, L: 0.22, N: 0 },
  I: { H: 0.56, L: 0.22, N: 0 },
  A: { H: 0.56, L: 0.22, N: 0 },
} as const;
/** Privileges weigh more when the scope changes. */
const PRIVILEGES = { U: { N: 0.85, L: 0.62, H: 0.27 }, C: { N: 0.85, L: 0.68, H: 0.5 } } as const;
const BASE_METRICS = ["AV", "AC", "PR", "UI", "S", "C", "I", "A"] as const;
const OTHER_METRICS = new Set(["E", "RL", "RC", "CR", "IR", "AR", "MAV", "MAC", "MPR", "MUI", "MS", "MC", "MI", "MA"]);

/** v3.1's Roundup: the smallest one-decimal number ≥ the input, free of floating-point error. */
function roundUp31(value: number): number {
  const scaled = Math.round(value * 100_000);
  return scaled % 10_000 === 0 ? scaled / 100_000 : (Math.floor(scaled / 10_000) + 1) / 10;
}

const roundUp30 = (value: number): number => Math.ceil(value * 10) / 10;

function weight<T extends Record<string, number>>(table: T, value: string | undefined): number | null {
  return value !== undefined && Object.hasOwn(table, value) ? (table[value] ?? null) : null;
}

export function cvss3BaseScore(vector: string): number | null {
  const [prefix, ...parts] = vector.trim().split("/");
  const roundUp = prefix === "CVSS:3.1" ? roundUp31 : prefix === "CVSS:3.0" ? roundUp30 : null;
  if (roundUp === null) {
    return null;
  }
  const metrics = new Map<string, string>();
  for (const part of parts) {
    const [metric, value, ...extra] = part.split(":");
    if (!metric || !value || extra.length > 0 || metrics.has(metric)) {
      return null;
    }
    if (!(BASE_METRICS as readonly string[]).includes(metric) && !OTHER_METRICS.has(metric)) {
      return null;
    }
    metrics.set(metric, value);
  }
  const scope = metrics.get("S");
  if (scope !== "U" && scope !== "C") {
    return null;
  }
  const av = weight(WEIGHTS.AV, metrics.get("AV"));
  const ac = weight(WEIGHTS.AC, metrics.get("AC"));
  const pr = weight(PRIVILEGES[scope], metrics.get("PR"));
  const ui = weight(WEIGHTS.UI, metrics.get("UI"));
  const c = weight(WEIGHTS.C, metrics.get("C"));
  const i = weight(WEIGHTS.I, metrics.get("I"));
  const a = weight(WEIGHTS.A, metrics.get("A"));
  if (av === null || ac === null || pr === null || ui === null || c === null || i === null || a === null) {
    return null;
  }
  const impactSubScore = 1 - (1 - c) * (1 - i) * (1 - a);
  const impact =
    scope === "U" ? 6.42 * impactSubScore : 7.52 * (impactSubScore - 0.029) - 3.25 * (impactSubScore - 0.02) ** 15;
  if (impact <= 0) {
    return 0;
  }
  const exploitability = 8.22 * av * ac * pr * ui;
  return roundUp(Math.min((scope === "U" ? 1 : 1.08) * (impact + exploitability), 10));
}

/** CVSS's qualitative rating of a score; null for 0.0 ("None") and for anything outside 0–10. */
export function severityOfScore(score: number): SeverityLevel | null {
  if (!(score > 0 && score <= 10)) {
    return null;
  }
  return score >= 9 ? "critical" : score >= 7 ? "high" : score >= 4 ? "medium" : "low";
}
