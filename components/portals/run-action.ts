import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import type { ToastOptions } from "@/components/ui/toast";
import { type PortalActionVariables, PortalRequestError, portalActionOptions } from "@/lib/web/hooks/portal-mutations";
import { ACTION_DONE, ACTION_FAILED, formatWait } from "./action-messages";
import { portalName } from "./model";

// Loaded on the first click of an action in the list (or on hover and focus of its buttons), so the
// list's first load carries neither the mutation code nor the messages. The mutation still runs
// through the query client's mutation cache, as useMutation would run it.

export interface RunPortalActionContext {
  toast: (options: ToastOptions) => void;
  /** The vendor's name by ID, as the page resolved it. */
  vendorName: (vendorId: string) => string | undefined;
}

/** Runs the action; each result is a toast, each refusal the API's own message. Never rejects. */
export async function runPortalAction(
  queryClient: QueryClient,
  variables: PortalActionVariables,
  { toast, vendorName }: RunPortalActionContext,
): Promise<void> {
  const { portal, action } = variables;
  /** "Annual review for Acme": the request, and its vendor's name when known. */
  const subject = () => {
    const vendor = vendorName(portal.vendor_id);
    return vendor ? `${portalName(portal)} for ${vendor}` : portalName(portal);
  };
  try {
    await new MutationObserver(queryClient, portalActionOptions(queryClient)).mutate(variables);
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (action === "remind" && error instanceof PortalRequestError && error.status === 429) {
      toast({
        title: "Reminder not sent",
        description:
          error.retryAfter === null
            ? error.message
            : `A reminder for ${subject()} went out in the last 24 hours. You can send the next one in ${formatWait(error.retryAfter)}.`,
        variant: "error",
      });
      return;
    }
    toast({ title: ACTION_FAILED[action], description: error.message, variant: "error" });
    return;
  }
  toast({
    title: ACTION_DONE[action],
    description: action === "remind" ? `The recipient of ${subject()} was emailed the link again.` : `${subject()}.`,
    variant: "success",
  });
}
