"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { KeyboardList } from "@/components/ui/keyboard-list";
import { useToast } from "@/components/ui/toast";
import { showAlertChange } from "@/lib/web/hooks/radar-alert-cache";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { alertsSubject } from "./alert-table";
import type { DismissChoice, DismissRequest } from "./dismiss-dialog";

// The flows (and the mutations under them) load with the first dismissal: the dialog's opening
// starts the download. The dismissal itself shows from here at once (lib/web/hooks/radar-alert-cache.ts), so even a
// first one that beats its code's download shows before the server answers.
const loadFlows = () => import("./alert-action-flows");

/**
 * Dismiss (asking a reason), dismiss and suppress similar, and undismiss, for the selection or the
 * cursor's alert: shown at once, held in place until the next move, each undoable with z or the
 * toast's Undo (undoing a dismissal undismisses, which lifts its suppression too).
 */
export function useAlertActions(list: KeyboardList<RadarAlert>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ alerts: RadarAlert[]; request: DismissRequest } | null>(null);

  /** e, d and s: asks the reason for the alerts not yet dismissed. */
  const askDismiss = useCallback(
    (alerts: RadarAlert[], suppressSimilar: boolean) => {
      const active = alerts.filter((alert) => !alert.is_dismissed);
      if (active.length === 0) {
        toast({ title: alerts.length === 0 ? "No alert to dismiss" : "Already dismissed" });
        return;
      }
      void loadFlows();
      setPending({
        alerts: active,
        request: { count: active.length, subject: alertsSubject(active), suppressSimilar },
      });
    },
    [toast],
  );

  const confirmDismiss = useCallback(
    (choice: DismissChoice) => {
      const alerts = pending?.alerts ?? [];
      setPending(null);
      if (alerts.length > 0) {
        const shown = showAlertChange(queryClient, alerts, true, choice.reason, choice.reasonCode);
        void loadFlows().then((flows) => flows.runDismiss({ queryClient, toast, list }, alerts, choice, shown));
      }
    },
    [pending, queryClient, toast, list],
  );

  /** u: undismisses the dismissed ones among the alerts. */
  const undismiss = useCallback(
    (alerts: RadarAlert[]) => {
      const dismissed = alerts.filter((alert) => alert.is_dismissed);
      if (dismissed.length === 0) {
        toast({ title: "Not dismissed" });
        return;
      }
      void loadFlows().then((flows) => flows.runUndismiss({ queryClient, toast, list }, dismissed));
    },
    [queryClient, toast, list],
  );

  return {
    dismissRequest: pending?.request ?? null,
    closeDismiss: () => setPending(null),
    askDismiss,
    confirmDismiss,
    undismiss,
  };
}
