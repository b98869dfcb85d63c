"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { Button, type ButtonSize } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { lazyComponent } from "@/components/ui/lazy";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import type { ImmediateAction } from "@/lib/web/hooks/portal-mutations";
import type { Portal } from "@/lib/web/portals";
import { ACTION_LABELS, availableActions, type PortalAction } from "./action-model";

// Opened by a button, never in the first render: its code (the dialogs, focus on closing) loads then.
const PortalActionDialog = lazyComponent(() => import("./action-dialogs").then((module) => module.PortalActionDialog));

// What runs pause, resume, reopen and remind (the mutation, its messages): loaded on the first
// click, or before it on hover and focus of a button.
const loadRunner = () => import("./run-action");

const preloadActions = () => {
  PortalActionDialog.preload();
  void loadRunner().catch(() => undefined);
};

type OpenDialog = { kind: "extend" | "close"; portal: Portal; open: boolean };

export interface PortalActionsApi {
  /** Runs the action (pause, resume, reopen, remind at once; extend and close ask first). */
  run: (portal: Portal, action: PortalAction) => void;
  /** The action in flight, if any. */
  pending: { portalId: string; action: ImmediateAction } | null;
  /** The dialogs the actions open; render once, next to the buttons. */
  dialogs: ReactNode;
}

/**
 * The customer's actions on requests, shared by the list's rows and the detail drawer: each result
 * is a toast (the toasts are live regions), each refusal the API's own message; a reminder refused
 * for the 24-hour limit says how long to wait, in words.
 */
export function usePortalActions(
  vendorName: (vendorId: string) => string | undefined,
  /** Where focus goes after a dialog when the button that opened it is gone (e.g. the request's link). */
  fallbackFocus?: (portalId: string) => void,
): PortalActionsApi {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PortalActionsApi["pending"]>(null);
  // Set at once (the state shows on the next render): a second click in between is ignored.
  const running = useRef(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const runNow = (portal: Portal, action: ImmediateAction) => {
    if (running.current) {
      return;
    }
    running.current = true;
    setPending({ portalId: portal.id, action });
    loadRunner()
      .then(({ runPortalAction }) => runPortalAction(queryClient, { portal, action }, { toast, vendorName }))
      // Only the runner's code failing to load lands here (runPortalAction never rejects).
      .catch(() => toast({ title: "Couldn't run the action", variant: "error" }))
      .finally(() => {
        running.current = false;
        setPending(null);
      });
  };

  const run = (portal: Portal, action: PortalAction) => {
    if (action === "extend" || action === "close") {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialog({ kind: action, portal, open: true });
      return;
    }
    runNow(portal, action);
  };

  const onOpenChange = (open: boolean) => setDialog((current) => (current ? { ...current, open } : current));

  const dialogs = dialog ? (
    <PortalActionDialog
      kind={dialog.kind}
      portal={dialog.portal}
      vendorName={vendorName(dialog.portal.vendor_id)}
      open={dialog.open}
      onOpenChange={onOpenChange}
      returnTo={returnTo}
      fallbackFocus={fallbackFocus}
    />
  ) : null;

  return { run, pending, dialogs };
}

/**
 * A stable React key per button: the button that was pressed stays the same element when the
 * action changes what it offers (Pause becomes Resume, Close becomes Reopen), so focus stays on it.
 */
function slotOf(portal: Portal, action: PortalAction): string {
  switch (action) {
    case "pause":
    case "resume":
      return "toggle";
    case "reopen":
      return portal.status === "closed" ? "finish" : "toggle";
    case "close":
      return "finish";
    default:
      return action;
  }
}

export interface PortalActionButtonsProps {
  portal: Portal;
  actions: PortalActionsApi;
  /** Added to each button's accessible name ("Pause Inherent risk questionnaire: Acme"); none in the drawer. */
  nameSuffix?: string;
  size?: ButtonSize;
  className?: string;
}

/** The buttons of what may be done with the request now. */
export function PortalActionButtons({ portal, actions, nameSuffix, size = "sm", className }: PortalActionButtonsProps) {
  const busy = actions.pending !== null;
  return (
    <span className={cn("flex flex-wrap gap-1.5", className)}>
      {availableActions(portal).map((action) => {
        const label = ACTION_LABELS[action];
        const running = actions.pending?.portalId === portal.id && actions.pending.action === action;
        const onClick = (event: MouseEvent<HTMLButtonElement>) => {
          event.stopPropagation();
          if (!busy) {
            actions.run(portal, action);
          }
        };
        return (
          // Not disabled while another action runs (a disabled button drops focus): aria-disabled, and the click is ignored.
          <Button
            key={slotOf(portal, action)}
            size={size}
            variant={action === "close" ? "ghost" : "secondary"}
            aria-label={nameSuffix ? `${label} ${nameSuffix}` : undefined}
            aria-disabled={busy || undefined}
            aria-busy={running || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={onClick}
            onMouseEnter={preloadActions}
            onFocus={preloadActions}
          >
            {running ? <Spinner size="sm" /> : null}
            {label}
          </Button>
        );
      })}
    </span>
  );
}
