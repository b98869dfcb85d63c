import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { dismissReasonCodes, impactTypes } from "@/lib/contract/radar";
import { LINK_BATCH_SIZE } from "@/lib/db/batches";

export { type DismissReasonCode, dismissReasonCodes, type ImpactType, impactTypes } from "@/lib/contract/radar";

export const alertSeverities = ["informational", "low", "medium", "high"] as const;
export type AlertSeverity = (typeof alertSeverities)[number];
export const alertConfidences = ["low", "medium", "high"] as const;

/** Bounds of the radar's inputs. */
export const radarLimits = {
  name: 500,
  summary: 20_000,
  url: 2_000,
  sourceName: 500,
  /** vendor_ids on one event. */
  vendorIds: 5_000,
  /** An event's vendor links (with their alerts), or alerts archived or restored, per transaction. */
  linksPerTransaction: LINK_BATCH_SIZE,
  riskDomainIds: 100,
  secondaryImpactTypes: impactTypes.length,
  dismissReason: 2_000,
  /** The longest reason_code read: a longer one is refused like any unknown code. */
  dismissReasonCode: 100,
  search: 200,
} as const;

const refId = z.string().min(1).max(100);
const impactType = z.enum(impactTypes);

/** A query value that may repeat (?severity=high&severity=medium): one value arrives as a string. */
const repeatable = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(item).max(max)).optional();

export const RadarEventSchema = z
  .object({
    id: z.string().openapi({ example: "cbrevent_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    name: z.string().nullable(),
    summary: z.string(),
    primary_impact_type: impactType,
    secondary_impact_types: z.array(impactType),
    occurred_at: timestamp.nullable(),
    is_archived: z.boolean(),
    vendor_ids: z.array(z.string()).openapi({ description: "Extension: the primary-impacted vendors." }),
    risk_domain_ids: z.array(z.string()).openapi({ description: "Extension: as given on create." }),
    source_url: z
      .string()
      .nullable()
      .openapi({ description: "Extension: as given on create, or the feed item's link." }),
    source_name: z.string().nullable().openapi({ description: "Extension: as given on create, or the feed's name." }),
    source_id: z.string().openapi({ description: "Extension: the cbrsrc_ source the event came from." }),
    data_id: z.string().openapi({ description: "Extension: the cbrdata_ source item behind the event." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("RadarEvent");
export type RadarEvent = z.infer<typeof RadarEventSchema>;

/** Named radar_event_id, not event_id: event_id is the webhooks' cbevt_ ID (and its security fixture). */
export const RadarEventIdParam = z.object({
  radar_event_id: z.string().openapi({
    param: { name: "radar_event_id", in: "path" },
    example: "cbrevent_0f1e2d3c4b5a69788796a5b4c3d2e1f0",
  }),
});

export const RadarEventListQuery = z.object({
  primary_impact_type: impactType.optional(),
  include_archived: queryBoolean(false),
  vendor_id: refId.optional().openapi({ description: "Extension: only events impacting this vendor." }),
  ...paginationQuery(),
});
export type RadarEventListFilters = z.infer<typeof RadarEventListQuery>;

export const RadarEventListSchema = pageEnvelope("items", RadarEventSchema).openapi("RadarEventList");

export const CreateRadarEventBody = z
  .object({
    name: z.string().min(1).max(radarLimits.name),
    summary: z.string().min(1).max(radarLimits.summary),
    primary_impact_type: impactType,
    secondary_impact_types: z.array(impactType).max(radarLimits.secondaryImpactTypes).optional(),
    vendor_ids: z
      .array(refId)
      .max(radarLimits.vendorIds)
      .optional()
      .openapi({ description: "Linked as primary-impacted; IDs that name no vendor of the organization are skipped." }),
    risk_domain_ids: z.array(refId).max(radarLimits.riskDomainIds).optional(),
    source_url: z.string().max(radarLimits.url).nullish(),
    source_name: z.string().max(radarLimits.sourceName).nullish(),
    occurred_at: timestamp.optional().openapi({
      description: "Unix seconds; defaults to now.",
    }),
  })
  .openapi("CreateRadarEvent");
export type CreateRadarEventInput = z.infer<typeof CreateRadarEventBody>;

export const UpdateRadarEventBody = z
  .object({
    name: z.string().min(1).max(radarLimits.name).optional(),
    summary: z.string().min(1).max(radarLimits.summary).optional(),
    secondary_impact_types: z.array(impactType).max(radarLimits.secondaryImpactTypes).optional(),
    source_url: z.string().max(radarLimits.url).nullish(),
    source_name: z.string().max(radarLimits.sourceName).nullish(),
    occurred_at: timestamp.nullish(),
    is_archived: z.boolean().optional().openapi({
      description: "true archives the event and its alerts (RadarEvent.Deleted), false restores them.",
    }),
  })
  .openapi("UpdateRadarEvent");
export type UpdateRadarEventInput = z.infer<typeof UpdateRadarEventBody>;

/** Why an alert was raised: its detector, and what in the source data tied the vendor to the event. */
export const RaisedBecauseSchema = z
  .object({
    detector_name: z.string().nullable(),
    detector_kind: z.string().nullable(),
    match: z.object({
      kind: z.enum(["linked", "name", "domain", "unknown"]).openapi({
        description:
          "linked: a person named the vendor on the event; name or domain: the feed item's text named the vendor's name or a host of its website; unknown: a feed item whose text no longer shows the match.",
      }),
      text: z.string().nullable().openapi({ description: "The words or host that matched, as they appear." }),
      field: z.enum(["title", "summary", "url"]).nullable().openapi({ description: "Where they appear." }),
      source_title: z
        .string()
        .nullable()
        .openapi({ description: "The source item's title (a feed entry's headline)." }),
    }),
  })
  .openapi("RadarAlertRaisedBecause");

export const RadarAlertSchema = z
  .object({
    id: z.string().openapi({ example: "cbrdrres_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    detector_id: z.string(),
    source_id: z.string(),
    data_id: z.string(),
    event_id: z.string().nullable(),
    summary: z.string(),
    severity: z.enum(alertSeverities),
    confidence: z.enum(alertConfidences),
    should_alert: z.boolean(),
    is_dismissed: z.boolean(),
    dismiss_reason: z.string().nullable(),
    dismissed_at: timestamp.nullable(),
    is_archived: z.boolean(),
    impact_type: impactType.nullable().openapi({ description: "Extension: the event's primary impact type." }),
    vendor_name: z.string().openapi({ description: "Extension: the vendor's name." }),
    event_name: z.string().nullable().openapi({ description: "Extension: the event's name." }),
    dismiss_reason_code: z
      .enum(dismissReasonCodes)
      .nullable()
      .openapi({ description: "Extension: why the alert was dismissed (the reason_code given), null when none was." }),
    dismissed_by: z.string().nullable().openapi({
      description: "Extension: the name of the user or API key that dismissed the alert; null while it is active.",
    }),
    raised_because: RaisedBecauseSchema.optional().openapi({
      description: "Extension, on GET /v1/radar/alerts/{alert_id} only: the detector and what matched the vendor.",
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("RadarAlert");
export type RadarAlert = z.infer<typeof RadarAlertSchema>;

export const RadarAlertIdParam = z.object({
  alert_id: z
    .string()
    .openapi({ param: { name: "alert_id", in: "path" }, example: "cbrdrres_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

const alertFilters = {
  vendor_id: refId.optional(),
  is_dismissed: optionalQueryBoolean().openapi({
    description: "Omitted hides dismissed alerts; true lists only dismissed ones; false only active ones.",
  }),
  include_archived: queryBoolean(false),
  should_alert: optionalQueryBoolean().openapi({
    description:
      "Extension: false lists only results recorded under a suppression (negative example), true only triggered alerts; omitted lists both.",
  }),
  event_id: refId.optional().openapi({ description: "Extension: only results of this radar event." }),
  suppressed: optionalQueryBoolean().openapi({
    description:
      "Extension: true lists the results recorded under a suppression (should_alert false) whether dismissed or not, unless is_dismissed is given; false leaves them out.",
  }),
  impact_type: repeatable(impactType, impactTypes.length).openapi({
    description: "Extension, repeatable: only results of events of these primary impact types.",
  }),
  q: z
    .string()
    .max(radarLimits.search)
    .optional()
    .openapi({ description: "Extension: case-insensitive text in the summary, the event name or the vendor name." }),
};

export const RadarAlertListQuery = z.object({
  ...alertFilters,
  severity: repeatable(z.enum(alertSeverities), alertSeverities.length).openapi({
    description: "Repeatable: informational, low, medium, high.",
  }),
  ...paginationQuery(),
});
export type RadarAlertListFilters = z.infer<typeof RadarAlertListQuery>;

export const RadarAlertListSchema = pageEnvelope("items", RadarAlertSchema).openapi("RadarAlertList");

/** GET /v1/radar/alert_counts: the list's filters without severity or paging. */
export const RadarAlertCountsQuery = z.object(alertFilters);
export type RadarAlertCountsFilters = z.infer<typeof RadarAlertCountsQuery>;

export const RadarAlertCountsSchema = z
  .object({
    total: z.number().int(),
    by_severity: z.object({
      informational: z.number().int(),
      low: z.number().int(),
      medium: z.number().int(),
      high: z.number().int(),
    }),
  })
  .openapi("RadarAlertCounts");

export const DismissAlertBody = z
  .object({
    reason: z.string().max(radarLimits.dismissReason).nullish(),
    reason_code: z
      .string()
      .max(radarLimits.dismissReasonCode)
      .nullish()
      .openapi({
        description: `Extension, optional: why, one of ${dismissReasonCodes.join(", ")}. Another value is 400 invalid_update.`,
        example: "false_positive",
      }),
    suppress_similar: z.boolean().default(false),
  })
  .openapi("DismissRadarAlert");
export type DismissAlertInput = z.infer<typeof DismissAlertBody>;
