import { formatDecimal } from "@/lib/web/format";
import type { ChangeLogItem } from "@/lib/web/hooks/change-log";
import { formatAbsolute } from "@/lib/web/time";

export const EMPTY_VALUE = "—";
const MAX_VALUE_LENGTH = 200;

/** "risk_level" → "Risk level", "sessions_revoked" → "Sessions revoked", "apiKeyId" → "Api key id". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  const spelled = words.replace(/\b(id|ids|url|urls|api|ip|sso)\b/g, (word) => word.toUpperCase());
  return spelled ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : name;
}

export const fieldLabel = humanize;

function truncate(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

/** A code such as "analyzing_questionnaire" or "tier_1" (short snake_case words), never a prefixed ID. */
const ENUM_CODE = /^[a-z]{1,15}(_([a-z]{1,15}|\d{1,2}))+$/;

function formatInner(value: unknown): string {
  if (isEmpty(value)) {
    return EMPTY_VALUE;
  }
  if (typeof value === "string") {
    return ENUM_CODE.test(value) ? humanize(value) : value;
  }
  if (typeof value === "number") {
    return Number.isFinite(value) ? formatDecimal(value) : String(value);
  }
  if (typeof value === "boolean") {
    return value ? "Yes" : "No";
  }
  if (Array.isArray(value)) {
    return value.map(formatInner).join(", ");
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => !isEmpty(inner))
      .map(([key, inner]) => `${humanize(key)}: ${formatInner(inner)}`)
      .join("; ");
  }
  return String(value);
}

/**
 * One before or after value as text: "—" for nothing (null, "", [], {}), "Yes"/"No" for booleans,
 * lists joined with commas, objects as "Key: value; …", and `*_at` Unix times as a date.
 */
export function formatValue(value: unknown, field?: string): string {
  if (field?.endsWith("_at") && typeof value === "number" && Number.isFinite(value)) {
    return formatAbsolute(value);
  }
  return truncate(formatInner(value) || EMPTY_VALUE);
}

/** Who made a change: the user's name, "API key <name>", or "System". */
export function actorLabel(actor: ChangeLogItem["actor"]): string {
  if (actor.type === "system") {
    return "System";
  }
  if (actor.type === "api_key") {
    return `API key ${actor.name || actor.id || "(deleted)"}`;
  }
  return actor.name || actor.id || "Unknown user";
}

/** "created" → "Created", "sessions_revoked" → "Sessions revoked". */
export const actionLabel = humanize;

export const ENTITY_TYPES = [
  { value: "vendor", label: "Vendor" },
  { value: "service", label: "Service" },
  { value: "assessment", label: "Assessment" },
  { value: "finding", label: "Finding" },
  { value: "obligation", label: "Obligation" },
  { value: "document", label: "Document" },
  { value: "webhook", label: "Webhook" },
  { value: "user", label: "User" },
  { value: "api_key", label: "API key" },
  { value: "organization", label: "Organization" },
  { value: "custom_field", label: "Custom field" },
  { value: "workflow", label: "Workflow" },
  { value: "workflow_run", label: "Workflow run" },
  { value: "portal", label: "Portal" },
  { value: "fact_sheet", label: "Fact sheet" },
  { value: "tag", label: "Tag" },
  { value: "radar_event", label: "Radar event" },
  { value: "radar_alert", label: "Radar alert" },
  { value: "radar_source", label: "Radar feed" },
  { value: "radar_keyword_rules", label: "Radar keyword rules" },
  { value: "reassessment", label: "Reassessment" },
] as const;

export const ACTIONS = [
  "created",
  "updated",
  "archived",
  "restored",
  "deleted",
  "revoked",
  "rotated",
  "approved",
  "reopened",
  "submitted",
  "completed",
  "enabled",
  "disabled",
  "invited",
  "sessions_revoked",
  "dismissed",
  "undismissed",
  "confirmed",
  "run",
] as const;

export function entityTypeLabel(type: string): string {
  return ENTITY_TYPES.find((entry) => entry.value === type)?.label ?? humanize(type);
}

/** The page an entity is shown on, when it has one of its own or lives in one list. */
export function entityHref(item: Pick<ChangeLogItem, "entity_type" | "entity_id" | "action">): string | null {
  const id = encodeURIComponent(item.entity_id);
  if (item.action === "deleted") {
    return null;
  }
  switch (item.entity_type) {
    case "vendor":
      return `/vendors/${id}`;
    case "assessment":
      return `/assessments/${id}`;
    case "webhook":
      return `/webhooks/${id}`;
    case "finding":
      return "/findings";
    case "obligation":
      return "/obligations";
    case "user":
      return "/users";
    case "radar_event":
      return `/radar/events/${id}`;
    case "radar_alert":
      return "/radar";
    case "radar_source":
    case "radar_keyword_rules":
      return "/settings/radar-feeds";
    case "reassessment":
      return `/reassessments/${id}`;
    case "api_key":
      return "/settings/api-keys";
    default:
      return null;
  }
}
