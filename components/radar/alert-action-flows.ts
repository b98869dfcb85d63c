import type { QueryClient } from "@tanstack/react-query";
import type { KeyboardList } from "@/components/ui/keyboard-list";
import type { ToastOptions } from "@/components/ui/toast";
import type { AlertCacheSnapshot } from "@/lib/web/hooks/radar-alert-cache";
import {
  type AlertChangeOutcome,
  type DismissBody,
  dismissAlerts,
  undismissAlerts,
} from "@/lib/web/hooks/radar-alert-mutations";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { alertsSubject } from "./alert-table";
import { rememberReason } from "./dismiss-reasons";

// Loaded with the first dismissal (with the mutations), not with the inbox.

export interface FlowContext {
  queryClient: QueryClient;
  toast: (options: ToastOptions) => number;
  list: KeyboardList<RadarAlert>;
}

function reportFailures(ctx: FlowContext, what: string, outcome: AlertChangeOutcome): AlertChangeOutcome {
  if (outcome.failed.length > 0) {
    ctx.toast({
      title: `Couldn't ${what} ${alertsSubject(outcome.failed.map((item) => item.alert))}`,
      description: outcome.failed[0]?.message,
      variant: "error",
    });
  }
  return outcome;
}

const throwFirstFailure = (outcome: AlertChangeOutcome) => {
  if (outcome.failed.length > 0) {
    throw new Error(outcome.failed[0]?.message);
  }
};

async function dismiss(ctx: FlowContext, alerts: RadarAlert[], body: DismissBody, shown?: AlertCacheSnapshot) {
  return reportFailures(ctx, "dismiss", await dismissAlerts(ctx.queryClient, alerts, body, shown));
}

async function undismiss(ctx: FlowContext, alerts: RadarAlert[]) {
  return reportFailures(ctx, "undismiss", await undismissAlerts(ctx.queryClient, alerts));
}

/**
 * Dismisses (held in place until the next move) and records the undo: undismissing, which lifts a
 * suppression. `shown`: the inbox already showed the dismissal, and this is what its caches held before.
 */
export async function runDismiss(
  ctx: FlowContext,
  alerts: RadarAlert[],
  { reason, reasonCode, suppressSimilar }: DismissBody,
  shown?: AlertCacheSnapshot,
): Promise<void> {
  if (reason) {
    rememberReason(reason);
  }
  ctx.list.hold(alerts.map((alert) => alert.id));
  ctx.list.clearSelection();
  const { changed } = await dismiss(ctx, alerts, { reason, reasonCode, suppressSimilar }, shown);
  if (changed.length === 0) {
    return;
  }
  const what = alertsSubject(changed);
  ctx.list.undo.record({
    title: suppressSimilar ? `Dismissed ${what} and suppressed similar alerts` : `Dismissed ${what}`,
    label: `dismissal of ${what}`,
    undo: async () => throwFirstFailure(await undismiss(ctx, changed)),
  });
}

/** Undismisses and records the undo: dismissing again, each alert with its previous reason and code. */
export async function runUndismiss(ctx: FlowContext, dismissed: RadarAlert[]): Promise<void> {
  ctx.list.hold(dismissed.map((alert) => alert.id));
  ctx.list.clearSelection();
  const { changed } = await undismiss(ctx, dismissed);
  if (changed.length === 0) {
    return;
  }
  const what = alertsSubject(changed);
  const reasons = new Map(
    dismissed.map((alert) => [alert.id, JSON.stringify([alert.dismiss_reason, alert.dismiss_reason_code])]),
  );
  ctx.list.undo.record({
    title: `Undismissed ${what}`,
    label: `undismissal of ${what}`,
    undo: async () => {
      const byReason = new Map<string, RadarAlert[]>();
      for (const alert of changed) {
        const reason = reasons.get(alert.id) ?? "[null,null]";
        byReason.set(reason, [...(byReason.get(reason) ?? []), alert]);
      }
      const outcomes = await Promise.all(
        [...byReason].map(([key, group]) => {
          const [reason, reasonCode] = JSON.parse(key) as [string | null, RadarAlert["dismiss_reason_code"]];
          return dismiss(ctx, group, { reason, reasonCode, suppressSimilar: false });
        }),
      );
      for (const outcome of outcomes) {
        throwFirstFailure(outcome);
      }
    },
  });
}
