"use client";

import { formatAbsolute, formatRelative, toIsoString } from "@/lib/web/time";
import { useNow } from "@/lib/web/use-now";

export interface TimeProps {
  /** Unix seconds, as the API sends them. Null/undefined renders `fallback`. */
  value: number | null | undefined;
  /** "relative" (default): "5 minutes ago", with the absolute time as a tooltip; "absolute": the date and time. */
  mode?: "relative" | "absolute";
  /** Shown when value is missing; defaults to an em dash. */
  fallback?: string;
  className?: string;
}

/** Server and hydration render UTC text (identical everywhere); the browser then shows local time. */
export function Time({ value, mode = "relative", fallback = "—", className }: TimeProps) {
  const now = useNow();
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return <span className={className}>{fallback}</span>;
  }
  const utc = formatAbsolute(value, { locale: "en-US", timeZone: "UTC" });
  const absolute = now === null ? utc : formatAbsolute(value);
  const text = mode === "absolute" || now === null ? absolute : formatRelative(value, now);
  return (
    <time dateTime={toIsoString(value)} title={absolute} className={className}>
      {text}
    </time>
  );
}
