import { dateTimeFormat, relativeTimeFormat } from "@/lib/web/intl";
import type { PortalType, RequestIntro } from "./types";

const TYPE_NAMES: Record<PortalType, string> = {
  assessment: "Security assessment",
  informational: "Information request",
  irq: "Inherent risk questionnaire",
  findings_commitment: "Commitment on findings",
  vendor_onboarding: "Vendor onboarding",
  rfp: "Request for proposal",
  case: "Case",
};

export const typeName = (type: PortalType) => TYPE_NAMES[type] ?? "Request";

/** The request's name: its display name, else what kind of request it is. */
export const requestName = (request: Pick<RequestIntro, "display_name" | "type">) =>
  request.display_name?.trim() || typeName(request.type);

/** "12 June 2026" in the reader's own locale (the page renders only in the browser). */
export function formatDate(unixSeconds: number): string {
  return dateTimeFormat(undefined, { dateStyle: "long" }).format(new Date(unixSeconds * 1000));
}

/** "12 June 2026 at 14:05" in the reader's own locale and time zone. */
export function formatDateTime(unixSeconds: number): string {
  return dateTimeFormat(undefined, { dateStyle: "long", timeStyle: "short" }).format(new Date(unixSeconds * 1000));
}

/** "in 5 days", "yesterday", "in 3 hours". */
export function formatFromNow(unixSeconds: number, now = Date.now() / 1000): string {
  const diff = unixSeconds - now;
  const format = relativeTimeFormat(undefined, { numeric: "auto" });
  const days = Math.round(diff / 86_400);
  if (Math.abs(diff) >= 86_400) {
    return format.format(days, "day");
  }
  const hours = Math.round(diff / 3600);
  return hours === 0 ? format.format(Math.round(diff / 60), "minute") : format.format(hours, "hour");
}

/** "2 minutes", "45 seconds": how long to wait (Retry-After). */
export function formatWait(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

export type StateTone = "info" | "warning" | "danger" | "success" | "neutral";

/** The request's state in words for the person answering it. */
export function stateOf(request: Pick<RequestIntro, "state" | "paused" | "organization_name" | "submitted_at">): {
  label: string;
  tone: StateTone;
  explanation: string;
} {
  const org = request.organization_name;
  if (request.state === "closed") {
    return {
      label: "Closed",
      tone: "neutral",
      explanation: `${org} closed this request. It can no longer be answered or changed.`,
    };
  }
  if (request.paused) {
    return {
      label: "Paused",
      tone: "warning",
      explanation: `${org} paused this request. You can't sign in or change answers until they resume it.`,
    };
  }
  if (request.state === "submitted") {
    const when = request.submitted_at === null ? "" : ` on ${formatDate(request.submitted_at)}`;
    return {
      label: "Submitted",
      tone: "success",
      explanation: `The answers were submitted${when}. Sign in to read them; ${org} can reopen the request if something needs changing.`,
    };
  }
  if (request.state === "overdue") {
    return {
      label: "Overdue",
      tone: "danger",
      explanation: "The due date has passed. You can still answer and submit.",
    };
  }
  return { label: "Open", tone: "info", explanation: "Waiting for your answers." };
}
