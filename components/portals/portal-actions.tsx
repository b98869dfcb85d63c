"use client";

import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button, type ButtonSize } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { lazyComponent } from "@/components/ui/lazy";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import {
  ACTION_DONE,
  ACTION_FAILED,
  ACTION_LABELS,
  availableActions,
  formatWait,
  type PortalAction,
} from "./action-model";
import { portalName } from "./model";
import { type ImmediateAction, PortalRequestError, usePortalAction } from "./mutations";
import type { Portal } from "./types";

// Opened by a button, never in the first render: their code loads then.
const ExtendDueDialog = lazyComponent(() => import("./action-dialogs").then((module) => module.ExtendDueDialog));
const CloseRequestDialog = lazyComponent(() => import("./action-dialogs").then((module) => module.CloseRequestDialog));

const preloadDialogs = () => {
  ExtendDueDialog.preload();
  CloseRequestDialog.preload();
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
  const mutation = usePortalAction();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  // The dialogs open from plain buttons (not Radix triggers), so Radix has nothing to give focus back
  // to: once a dialog has closed, focus goes back to the button that opened it, or the fallback.
  useEffect(() => {
    if (!dialog || dialog.open) {
      return;
    }
    const timer = window.setTimeout(() => {
      const target = returnTo.current;
      if (target?.isConnected) {
        target.focus();
      } else {
        fallback.current?.(dialog.portal.id);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [dialog]);

  const subject = (portal: Portal) => {
    const vendor = vendorName(portal.vendor_id);
    return vendor ? `${portalName(portal)} for ${vendor}` : portalName(portal);
  };

  const runNow = (portal: Portal, action: ImmediateAction) => {
    if (mutation.isPending) {
      return;
    }
    mutation.mutate(
      { portal, action },
      {
        onSuccess: () => {
          toast({
            title: ACTION_DONE[action],
            description:
              action === "remind"
                ? `The recipient of ${subject(portal)} was emailed the link again.`
                : `${subject(portal)}.`,
            variant: "success",
          });
        },
        onError: (error) => {
          if (action === "remind" && error instanceof PortalRequestError && error.status === 429) {
            toast({
              title: "Reminder not sent",
              description:
                error.retryAfter === null
                  ? error.message
                  : `A reminder for ${subject(portal)} went out in the last 24 hours. You can send the next one in ${formatWait(error.retryAfter)}.`,
              variant: "error",
            });
            return;
          }
          toast({
            title: ACTION_FAILED[action],
            description: error.message,
            variant: "error",
          });
        },
      },
    );
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
  const vendor = dialog ? vendorName(dialog.portal.vendor_id) : undefined;

  const dialogs =
    dialog === null ? null : dialog.kind === "extend" ? (
      <ExtendDueDialog portal={dialog.portal} vendorName={vendor} open={dialog.open} onOpenChange={onOpenChange} />
    ) : (
      <CloseRequestDialog portal={dialog.portal} vendorName={vendor} open={dialog.open} onOpenChange={onOpenChange} />
    );

  const variables = mutation.isPending ? mutation.variables : undefined;
  return {
    run,
    pending: variables ? { portalId: variables.portal.id, action: variables.action } : null,
    dialogs,
  };
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
            onMouseEnter={preloadDialogs}
            onFocus={preloadDialogs}
          >
            {running ? <Spinner size="sm" /> : null}
            {label}
          </Button>
        );
      })}
    </span>
  );
}
