import type { AuditLogFilters } from "@/lib/web/hooks/audit-log";

/** URL keys of the page's filters (page, pageSize and sort belong to useUrlState). */
export const FILTER_KEYS = ["range", "from", "to", "key", "method", "status", "route"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const TIME_PRESETS = [
  { value: "1h", label: "Last hour", seconds: 60 * 60 },
  { value: "24h", label: "Last 24 hours", seconds: 24 * 60 * 60 },
  { value: "7d", label: "Last 7 days", seconds: 7 * 24 * 60 * 60 },
  { value: "30d", label: "Last 30 days", seconds: 30 * 24 * 60 * 60 },
] as const;

export const CUSTOM_RANGE = "custom";

export interface PageFilters {
  /** A preset value, "custom" (from/to set) or "" for all time. */
  range: string;
  /** Unix seconds (custom range). */
  from?: number;
  to?: number;
  key: string;
  method: string;
  status: string;
  route: string;
}

function unixOrUndefined(value: string | undefined): number | undefined {
  if (!value) {
    return undefined;
  }
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
}

/** The page's filters from the URL's search params (unknown or malformed values are ignored). */
export function readFilters(params: Record<string, string>): PageFilters {
  const from = unixOrUndefined(params.from);
  const to = unixOrUndefined(params.to);
  const preset = TIME_PRESETS.find((option) => option.value === params.range);
  return {
    range:
      from !== undefined || to !== undefined || params.range === CUSTOM_RANGE ? CUSTOM_RANGE : (preset?.value ?? ""),
    from,
    to,
    key: params.key ?? "",
    method: params.method ?? "",
    status: /^\d{3}$/.test(params.status ?? "") ? (params.status ?? "") : "",
    route: params.route ?? "",
  };
}

export function hasActiveFilters(filters: PageFilters): boolean {
  return Boolean(filters.range || filters.key || filters.method || filters.status || filters.route);
}

/** Every filter key set to null, for useUrlState's setParams ("Clear filters"). */
export function clearedFilters(): Record<FilterKey, null> {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as Record<FilterKey, null>;
}

/** The list call's query for these filters and this page. */
export function toApiFilters(filters: PageFilters, limit: number, offset: number): AuditLogFilters {
  const preset = TIME_PRESETS.find((option) => option.value === filters.range);
  return {
    limit,
    offset,
    start_time: filters.range === CUSTOM_RANGE ? filters.from : undefined,
    end_time: filters.range === CUSTOM_RANGE ? filters.to : undefined,
    within_seconds: preset?.seconds,
    api_key_id: filters.key || undefined,
    method: filters.method || undefined,
    status_code: filters.status ? Number(filters.status) : undefined,
    route: filters.route || undefined,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Unix seconds → a `datetime-local` value ("2025-03-05T14:07") in the browser's time zone. */
export function toLocalInput(unixSeconds: number | undefined): string {
  if (unixSeconds === undefined) {
    return "";
  }
  const date = new Date(unixSeconds * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value → Unix seconds (local time). The input has minute precision, so an
 * end bound covers its whole minute (`endOfMinute`); undefined when the value is empty or invalid.
 */
export function fromLocalInput(value: string, endOfMinute = false): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) {
    return undefined;
  }
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
  const time = date.getTime();
  if (!Number.isFinite(time) || time < 0) {
    return undefined;
  }
  return Math.floor(time / 1000) + (endOfMinute && match[6] === undefined ? 59 : 0);
}
