import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { listPage } from "@/lib/db/list-page";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { containsInsensitive, equalsInsensitive } from "@/lib/db/text-match";
import { newId } from "@/lib/ids";
import { lockOrganization } from "@/lib/modules/org";
import { toUnixSeconds } from "@/lib/time";
import type { CreateUserInput, ListUsersInput, UpdateUserInput, User } from "./schemas";
import { users } from "./tables";

type UserRow = typeof users.$inferSelect;

export function serializeUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role as User["role"],
    status: row.status as User["status"],
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** What people call a user: their full name, or their email when they gave none. */
export function userDisplayName(row: Pick<UserRow, "email" | "firstName" | "lastName">): string {
  const fullName = [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return fullName || row.email;
}

export const userNotFound = () => notFound("user_not_found", "User");

/** The user, if they have a membership in the caller's organization. */
export async function findOrgUser(q: Queryable, orgId: string, userId: string, lock?: RowLock): Promise<UserRow> {
  return findInOrg(q, users, orgId, userId, { notFound: userNotFound, lock });
}

/** Newest first; an email lookup ignores include_archived, limit and offset (GET /v1/users). */
export async function listUsers(ctx: ServiceContext, input: ListUsersInput) {
  const page = { limit: input.limit, offset: input.offset };
  if (input.email !== undefined) {
    const rows = await ctx.tx
      .select()
      .from(users)
      .where(inOrg(users, ctx.orgId, equalsInsensitive(users.email, input.email.trim())));
    return { items: rows.map(serializeUser), total: rows.length, ...page };
  }
  const conditions: SQL[] = [inOrg(users, ctx.orgId)];
  if (!input.include_archived) {
    conditions.push(eq(users.isArchived, false));
  }
  const search = input.search?.trim();
  if (search) {
    const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    const matches = or(containsInsensitive(users.email, search), containsInsensitive(fullName, search));
    if (matches) {
      conditions.push(matches);
    }
  }
  const where = and(...conditions);
  return listPage(ctx.tx, users, where, [desc(users.createdAt), desc(users.id)], page, serializeUser);
}

export async function getUser(ctx: ServiceContext, userId: string) {
  return serializeUser(await findOrgUser(ctx.tx, ctx.orgId, userId));
}

/**
 * Create-or-get (POST /v1/users): 201 with a new invited user (no password, no session), 200 with the
 * stored user when the email is already in this organization, 409 user_exists when another
 * organization has it. Emails are unique across organizations, so a concurrent create of the same
 * email waits on the unique index and then reads the winner.
 */
export async function createUser(ctx: ServiceContext, input: CreateUserInput) {
  const email = input.email.trim();
  const [created] = await ctx.tx
    .insert(users)
    .values({
      id: newId("user"),
      orgId: ctx.orgId,
      email,
      firstName: input.first_name || null,
      lastName: input.last_name || null,
      role: input.role ?? "org:member",
      status: "invited",
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordChange(ctx, {
      entityType: "user",
      entityId: created.id,
      entityName: userDisplayName(created),
      action: "created",
      after: serializeUser(created),
    });
    return { created: true, user: serializeUser(created) };
  }
  const [existing] = await ctx.tx.select().from(users).where(equalsInsensitive(users.email, email));
  if (!existing || existing.orgId !== ctx.orgId) {
    throw apiError("user_exists", "A user with this email belongs to another organization.");
  }
  return { created: false, user: serializeUser(existing) };
}

/**
 * A new organization's first admin, active with the password chosen at sign-up: written in the
 * sign-up's transaction, which records the change itself.
 */
export async function insertFirstAdmin(
  q: Queryable,
  admin: Pick<UserRow, "id" | "orgId" | "email" | "firstName" | "lastName" | "passwordHash">,
): Promise<UserRow | undefined> {
  const [row] = await q
    .insert(users)
    .values({ ...admin, role: "org:admin", status: "active" })
    .returning();
  return row;
}

const isActiveAdmin = (row: Pick<UserRow, "role" | "status" | "isArchived">) =>
  row.role === "org:admin" && row.status === "active" && !row.isArchived;

/**
 * An organization keeps at least one active admin, or nobody could manage its users and keys again.
 * The organization row is locked so two admins demoting each other at once cannot both succeed.
 */
async function assertAnotherActiveAdmin(ctx: ServiceContext, userId: string): Promise<void> {
  await lockOrganization(ctx.tx, ctx.orgId);
  const admins = await ctx.tx
    .select({ id: users.id, role: users.role, status: users.status, isArchived: users.isArchived })
    .from(users)
    .where(inOrg(users, ctx.orgId, eq(users.role, "org:admin")));
  if (!admins.some((admin) => admin.id !== userId && isActiveAdmin(admin))) {
    throw apiError("last_admin");
  }
}

/**
 * PATCH /v1/users/{user_id}, role and is_archived: archiving sets the membership inactive,
 * unarchiving sets it active; the user's session tokens stop working at once because every request
 * reads the current membership, and those issued before the archive stay refused after reactivation.
 * is_archived false on a user who is not archived changes nothing.
 */
export async function updateUser(ctx: ServiceContext, { userId, body }: { userId: string; body: UpdateUserInput }) {
  const current = await findOrgUser(ctx.tx, ctx.orgId, userId, "update");
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.role != null && body.role !== current.role) {
    changes.role = body.role;
  }
  if (body.is_archived === true && !current.isArchived) {
    changes.isArchived = true;
    changes.status = "inactive";
    // Sessions from before the archive stay ended if the user is reactivated later.
    changes.sessionsValidAfter = new Date();
  } else if (body.is_archived === false && current.isArchived) {
    changes.isArchived = false;
    changes.status = "active";
  }
  if (Object.keys(changes).length === 0) {
    return serializeUser(current);
  }
  if (isActiveAdmin(current) && !isActiveAdmin({ ...current, ...changes })) {
    await assertAnotherActiveAdmin(ctx, current.id);
  }
  const [updated] = await ctx.tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, current.id))
    .returning();
  if (!updated) {
    throw userNotFound();
  }
  await recordChange(ctx, {
    entityType: "user",
    entityId: updated.id,
    entityName: userDisplayName(updated),
    action: changes.isArchived === true ? "archived" : changes.isArchived === false ? "reactivated" : "updated",
    before: serializeUser(current),
    after: serializeUser(updated),
  });
  return serializeUser(updated);
}
