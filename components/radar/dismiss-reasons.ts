import { radarLimitsForWeb } from "./limits";

/** The last dismissal reasons typed in this browser, offered as quick picks (newest first). */
const STORAGE_KEY = "vrp.radar.dismiss-reasons";
export const REMEMBERED_REASONS = 5;

export function recentReasons(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored)
      ? stored
          .filter((item): item is string => typeof item === "string" && item.length <= radarLimitsForWeb.dismissReason)
          .slice(0, REMEMBERED_REASONS)
      : [];
  } catch {
    return [];
  }
}

/** `reasons` with `reason` first, once, at most REMEMBERED_REASONS of them. */
export function withReason(reasons: readonly string[], reason: string): string[] {
  const text = reason.trim();
  return text ? [text, ...reasons.filter((item) => item !== text)].slice(0, REMEMBERED_REASONS) : [...reasons];
}

export function rememberReason(reason: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(withReason(recentReasons(), reason)));
  } catch {
    // Private browsing or a full storage: the quick picks are a convenience.
  }
}
