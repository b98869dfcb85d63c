import { eq } from "drizzle-orm";
import { apiError, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { organizationName } from "@/lib/modules/org";
import { portals } from "../tables";

export type PortalRow = typeof portals.$inferSelect;
/** A request as the vendor's side reads it: the portal and the name of the organization that sent it. */
export type OpenRequest = PortalRow & { organizationName: string };

/**
 * The request a vendor-side path names. The link is the only thing the vendor holds, so a request is
 * found by its ID alone (32 random hex digits): every further read is scoped to its organization.
 */
export async function requestOfLink(portalId: string): Promise<OpenRequest> {
  const [row] = await db().select().from(portals).where(eq(portals.id, portalId));
  if (!row) {
    throw notFound("portal_not_found", "Portal");
  }
  return { ...row, organizationName: (await organizationName(db(), row.orgId)) ?? "The organization" };
}

/** Sign-in is refused on a closed or paused request (a submitted one can still be read). */
export function acceptsVisitors(request: PortalRow): void {
  if (request.status === "closed") {
    throw apiError("portal_not_open", "This request was closed by the organization that sent it.");
  }
  if (request.paused) {
    throw apiError("portal_not_open", "This request is paused by the organization that sent it.");
  }
}

/** Answers change only while the request is open: not paused, submitted or closed. */
export function acceptsAnswers(request: PortalRow): void {
  acceptsVisitors(request);
  if (request.status === "submitted") {
    throw apiError("portal_not_open", "This request was submitted; the organization can reopen it.");
  }
}
