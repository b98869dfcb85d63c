import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { OrgRole, ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { hashPassword } from "@/lib/auth/password";
import { config } from "@/lib/config/env";
import { db, type Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { organizationJoin } from "@/lib/modules/org";
import { toUnixSeconds } from "@/lib/time";
import type { AcceptInvitationInput } from "./schemas";
import { findOrgUser, serializeUser, userDisplayName } from "./service";
import { userInvitations, users } from "./tables";

export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

// The token carries 256 random bits, so one SHA-256 pass is enough to store it.
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const invitationNotFound = () => notFound("invitation_not_found", "Invitation");

/**
 * A one-time link for a user who has not joined yet (no password). A new link replaces any earlier
 * unaccepted one, so only the latest link works.
 */
export async function createInvitation(ctx: ServiceContext, userId: string) {
  const user = await findOrgUser(ctx.tx, ctx.orgId, userId, "update");
  if (user.isArchived) {
    throw apiError("user_archived");
  }
  if (user.passwordHash) {
    throw apiError("user_already_joined");
  }
  await ctx.tx
    .delete(userInvitations)
    .where(and(eq(userInvitations.userId, user.id), isNull(userInvitations.acceptedAt)));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_SECONDS * 1000);
  await ctx.tx.insert(userInvitations).values({
    id: newId("invitation"),
    orgId: ctx.orgId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  await recordChange(ctx, {
    entityType: "user",
    entityId: user.id,
    entityName: userDisplayName(user),
    action: "invited",
  });
  return {
    user_id: user.id,
    invitation_url: `${config().publicBaseUrl}/invite/${token}`,
    expires_at: toUnixSeconds(expiresAt),
  };
}

/** The invitation behind a token, usable or not: unknown, used or archived → 404; expired → 410. */
async function findUsableInvitation(q: Queryable, token: string, lock: boolean) {
  const query = q
    .select({ invitation: userInvitations, user: users, organizationName: organizationJoin.name })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .innerJoin(organizationJoin.table, eq(organizationJoin.id, userInvitations.orgId))
    .where(eq(userInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for("update", { of: userInvitations }) : await query;
  if (!row || row.invitation.acceptedAt || row.user.isArchived || row.user.passwordHash) {
    throw invitationNotFound();
  }
  if (row.invitation.expiresAt.getTime() <= Date.now()) {
    throw apiError("invitation_expired");
  }
  return row;
}

export async function readInvitation(token: string) {
  const { invitation, user, organizationName } = await findUsableInvitation(db(), token, false);
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    organization_name: organizationName,
    expires_at: toUnixSeconds(invitation.expiresAt),
  };
}

/** Sets the password (and names when given) and makes the membership active, once. */
export async function acceptInvitation(input: AcceptInvitationInput, requestId: string) {
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    const { invitation, user } = await findUsableInvitation(tx, input.token, true);
    const now = new Date();
    await tx.update(userInvitations).set({ acceptedAt: now }).where(eq(userInvitations.id, invitation.id));
    const [joined] = await tx
      .update(users)
      .set({
        passwordHash,
        status: "active",
        firstName: input.first_name || user.firstName,
        lastName: input.last_name || user.lastName,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordChange(
      { orgId: user.orgId, actor: { type: "user", userId: user.id, role: user.role as OrgRole }, tx, requestId },
      {
        entityType: "user",
        entityId: user.id,
        entityName: userDisplayName(joined ?? user),
        action: "joined",
        before: serializeUser(user),
        after: joined ? serializeUser(joined) : null,
      },
    );
    return { organization_id: user.orgId, user_id: user.id, email: user.email };
  });
}
