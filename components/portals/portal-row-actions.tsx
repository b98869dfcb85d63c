"use client";

import { portalName } from "./model";
import { PortalActionButtons, usePortalActions } from "./portal-actions";
import type { Portal } from "./types";

export interface PortalRowActionsProps {
  portal: Portal;
  vendorName: (vendorId: string) => string | undefined;
  /** Where focus goes after a dialog when the button that opened it is gone. */
  fallbackFocus: (portalId: string) => void;
}

/**
 * One row's actions with their own dialogs. Loaded after the list (components/portals/portal-columns.tsx),
 * so the list's first load carries neither the actions nor React Query's mutation code.
 */
export function PortalRowActions({ portal, vendorName, fallbackFocus }: PortalRowActionsProps) {
  const actions = usePortalActions(vendorName, fallbackFocus);
  return (
    <>
      <PortalActionButtons
        portal={portal}
        actions={actions}
        nameSuffix={portalName(portal)}
        className="min-w-[11rem] justify-end"
      />
      {actions.dialogs}
    </>
  );
}
