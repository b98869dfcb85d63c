import { Badge } from "@/components/ui/badge";
import type { Portal } from "@/lib/web/portals";
import { isFinished, portalStateLabel, portalStateVariant } from "./model";

/** The request's state in words ("Open", "Overdue"…), and "Paused" beside it while it is paused. */
export function PortalStateBadges({ portal }: { portal: Pick<Portal, "state" | "status" | "paused"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge variant={portalStateVariant(portal.state)}>{portalStateLabel(portal.state)}</Badge>
      {portal.paused && !isFinished(portal) ? <Badge variant="warning">Paused</Badge> : null}
    </span>
  );
}
