import { z } from "@hono/zod-openapi";

/**
 * An advisory in the OSV format (https://ossf.github.io/osv-schema/), as a request body may carry it:
 * every string and list bounded, keys this layer does not read dropped (credits, related, ...), the
 * free-form database_specific and ecosystem_specific objects kept as they are (at most 100 keys each).
 */

export const osvLimits = {
  id: 200,
  text: 1000,
  summary: 2000,
  details: 100_000,
  timestamp: 64,
  url: 4000,
  version: 256,
  packageName: 1000,
  aliases: 100,
  affected: 1000,
  ranges: 100,
  events: 1000,
  versions: 10_000,
  severities: 20,
  references: 1000,
  freeFormKeys: 100,
} as const;

const version = z.string().min(1).max(osvLimits.version);
const timestamp = z.string().max(osvLimits.timestamp);

const freeForm = z
  .record(z.string().max(200), z.unknown())
  .refine((value) => Object.keys(value).length <= osvLimits.freeFormKeys, {
    message: `At most ${osvLimits.freeFormKeys} keys`,
  });

export const osvEventKinds = ["introduced", "fixed", "last_affected", "limit"] as const;
export type OsvEventKind = (typeof osvEventKinds)[number];

const event = z
  .object({
    introduced: version.optional(),
    fixed: version.optional(),
    last_affected: version.optional(),
    limit: version.optional(),
  })
  .refine((value) => osvEventKinds.filter((kind) => value[kind] !== undefined).length === 1, {
    message: "An event has exactly one of introduced, fixed, last_affected or limit",
  });

export const osvRangeTypes = ["SEMVER", "ECOSYSTEM", "GIT"] as const;

const range = z.object({
  type: z.enum(osvRangeTypes),
  repo: z.string().max(osvLimits.url).optional(),
  events: z.array(event).min(1).max(osvLimits.events),
  database_specific: freeForm.optional(),
});

export const osvSeverityTypes = ["CVSS_V2", "CVSS_V3", "CVSS_V4", "Ubuntu"] as const;

const severity = z.object({
  type: z.enum(osvSeverityTypes),
  score: z.string().min(1).max(osvLimits.text),
});

const affected = z.object({
  package: z
    .object({
      ecosystem: z.string().min(1).max(200),
      name: z.string().min(1).max(osvLimits.packageName),
      purl: z.string().max(osvLimits.url).optional(),
    })
    .optional(),
  severity: z.array(severity).max(osvLimits.severities).optional(),
  ranges: z.array(range).max(osvLimits.ranges).optional(),
  versions: z.array(version).max(osvLimits.versions).optional(),
  ecosystem_specific: freeForm.optional(),
  database_specific: freeForm.optional(),
});

export const osvAdvisorySchema = z.object({
  schema_version: z.string().max(32).optional(),
  id: z.string().min(1).max(osvLimits.id),
  modified: timestamp.optional(),
  published: timestamp.optional(),
  withdrawn: timestamp.optional(),
  aliases: z.array(z.string().min(1).max(osvLimits.id)).max(osvLimits.aliases).optional(),
  summary: z.string().max(osvLimits.summary).optional(),
  details: z.string().max(osvLimits.details).optional(),
  severity: z.array(severity).max(osvLimits.severities).optional(),
  affected: z.array(affected).max(osvLimits.affected).optional(),
  references: z
    .array(z.object({ type: z.string().min(1).max(40), url: z.string().min(1).max(osvLimits.url) }))
    .max(osvLimits.references)
    .optional(),
  database_specific: freeForm.optional(),
});

export type OsvAdvisory = z.infer<typeof osvAdvisorySchema>;
export type OsvAffected = NonNullable<OsvAdvisory["affected"]>[number];
export type OsvRange = NonNullable<OsvAffected["ranges"]>[number];
export type OsvEvent = OsvRange["events"][number];
