"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { KeyboardList } from "@/components/ui/keyboard-list";
import { useToast } from "@/components/ui/toast";
import { alertTitle } from "./alert-table";
import type { RadarAlert } from "./api";
import type { DismissRequest } from "./dismiss-dialog";
import { rememberReason } from "./dismiss-reasons";

const loadMutations = () => import("./alert-mutations");

function nameOf(alerts: RadarAlert[]): string {
  const [first] = alerts;
  return alerts.length === 1 && first ? `“${alertTitle(first)}” for ${first.vendor_name}` : `${alerts.length} alerts`;
}

/**
 * Dismiss (asking a reason), dismiss and suppress similar, and undismiss, for the selection or the
 * cursor's alert: shown at once, held in place until the next move, each undoable with z or the
 * toast's Undo (undoing a dismissal undismisses, which lifts its suppression too).
 */
export function useAlertActions(list: KeyboardList<RadarAlert>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ alerts: RadarAlert[]; request: DismissRequest } | null>(null);

  const reportFailures = useCallback(
    (what: string, failed: { alert: RadarAlert; message: string }[]) => {
      if (failed.length > 0) {
        toast({
          title: `Couldn't ${what} ${nameOf(failed.map((item) => item.alert))}`,
          description: failed[0]?.message,
          variant: "error",
        });
      }
    },
    [toast],
  );

  const undismiss = useCallback(
    async (alerts: RadarAlert[]) => {
      const { undismissAlerts } = await loadMutations();
      const outcome = await undismissAlerts(queryClient, alerts);
      reportFailures("undismiss", outcome.failed);
      return outcome;
    },
    [queryClient, reportFailures],
  );

  const dismiss = useCallback(
    async (alerts: RadarAlert[], reason: string | null, suppressSimilar: boolean) => {
      const { dismissAlerts } = await loadMutations();
      const outcome = await dismissAlerts(queryClient, alerts, { reason, suppressSimilar });
      reportFailures("dismiss", outcome.failed);
      return outcome;
    },
    [queryClient, reportFailures],
  );

  /** e, d and s: asks the reason for the alerts not yet dismissed. */
  const askDismiss = useCallback(
    (alerts: RadarAlert[], suppressSimilar: boolean) => {
      const active = alerts.filter((alert) => !alert.is_dismissed);
      if (active.length === 0) {
        toast({ title: alerts.length === 0 ? "No alert to dismiss" : "Already dismissed" });
        return;
      }
      void loadMutations();
      setPending({ alerts: active, request: { count: active.length, subject: nameOf(active), suppressSimilar } });
    },
    [toast],
  );

  const confirmDismiss = useCallback(
    (choice: { reason: string | null; suppressSimilar: boolean }) => {
      const alerts = pending?.alerts ?? [];
      setPending(null);
      if (alerts.length === 0) {
        return;
      }
      if (choice.reason) {
        rememberReason(choice.reason);
      }
      list.hold(alerts.map((alert) => alert.id));
      list.clearSelection();
      void dismiss(alerts, choice.reason, choice.suppressSimilar).then(({ changed }) => {
        if (changed.length === 0) {
          return;
        }
        const what = nameOf(changed);
        list.undo.record({
          title: choice.suppressSimilar ? `Dismissed ${what} and suppressed similar alerts` : `Dismissed ${what}`,
          label: `dismissal of ${what}`,
          undo: async () => {
            const outcome = await undismiss(changed);
            if (outcome.failed.length > 0) {
              throw new Error(outcome.failed[0]?.message);
            }
          },
        });
      });
    },
    [pending, list, dismiss, undismiss],
  );

  /** u: undismisses the dismissed ones among the alerts; undoing dismisses them again with their reasons. */
  const undismissNow = useCallback(
    (alerts: RadarAlert[]) => {
      const dismissed = alerts.filter((alert) => alert.is_dismissed);
      if (dismissed.length === 0) {
        toast({ title: "Not dismissed" });
        return;
      }
      list.hold(dismissed.map((alert) => alert.id));
      list.clearSelection();
      void undismiss(dismissed).then(({ changed }) => {
        if (changed.length === 0) {
          return;
        }
        const what = nameOf(changed);
        const reasons = new Map(dismissed.map((alert) => [alert.id, alert.dismiss_reason]));
        list.undo.record({
          title: `Undismissed ${what}`,
          label: `undismissal of ${what}`,
          undo: async () => {
            const byReason = new Map<string | null, RadarAlert[]>();
            for (const alert of changed) {
              const reason = reasons.get(alert.id) ?? null;
              byReason.set(reason, [...(byReason.get(reason) ?? []), alert]);
            }
            const outcomes = await Promise.all([...byReason].map(([reason, group]) => dismiss(group, reason, false)));
            const failed = outcomes.flatMap((outcome) => outcome.failed);
            if (failed.length > 0) {
              throw new Error(failed[0]?.message);
            }
          },
        });
      });
    },
    [list, undismiss, dismiss, toast],
  );

  return {
    dismissRequest: pending?.request ?? null,
    closeDismiss: () => setPending(null),
    askDismiss,
    confirmDismiss,
    undismiss: undismissNow,
  };
}
