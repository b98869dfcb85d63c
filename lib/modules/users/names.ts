import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { users } from "./tables";

export interface OrgUserName {
  id: string;
  name: string;
  /** Invited or active, not archived: someone work can be assigned to (an inactive user is not). */
  isAssignable: boolean;
}

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || row.email;

/** The organization's users among `ids`, with what names them and their state. */
async function orgUserRows(q: Queryable, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
      isArchived: users.isArchived,
    })
    .from(users)
    .where(inOrg(users, orgId, inArray(users.id, [...new Set(ids)])));
}

const isAssignable = (row: { status: string; isArchived: boolean }) => row.status !== "inactive" && !row.isArchived;

/** The organization's users among `ids`, by ID, with the name to show (their email when unnamed). */
export async function userNamesOfOrg(q: Queryable, orgId: string, ids: readonly string[]) {
  const rows = await orgUserRows(q, orgId, ids);
  return new Map<string, OrgUserName>(
    rows.map((row) => [row.id, { id: row.id, name: nameOf(row), isAssignable: isAssignable(row) }]),
  );
}

export interface OrgUserContact extends OrgUserName {
  email: string;
}

/**
 * The organization's users among `ids`, by ID, with the name to show and the address to write to:
 * for the emails the platform sends them, never for an API response.
 */
export async function userContactsOfOrg(q: Queryable, orgId: string, ids: readonly string[]) {
  const rows = await orgUserRows(q, orgId, ids);
  return new Map<string, OrgUserContact>(
    rows.map((row) => [row.id, { id: row.id, name: nameOf(row), isAssignable: isAssignable(row), email: row.email }]),
  );
}

/** One user of the organization, or undefined when the ID is not one of its users. */
export async function userOfOrg(q: Queryable, orgId: string, id: string): Promise<OrgUserName | undefined> {
  return (await userNamesOfOrg(q, orgId, [id])).get(id);
}

/**
 * The name userNamesOfOrg shows for the organization's user `userId`, as a column of another
 * module's query: first and last name, else the email; null when not one of its users.
 */
export function userNameSql(userId: AnyColumn, orgId: AnyColumn): SQL<string | null> {
  const named = sql`nullif(trim(concat_ws(' ', nullif(${users.firstName}, ''), nullif(${users.lastName}, ''))), '')`;
  return sql<
    string | null
  >`(select coalesce(${named}, ${users.email}) from ${users} where ${inOrg(users, orgId, eq(users.id, userId))})`;
}

/** The organization's active admins' addresses: who is told when something needs the organization. */
export async function adminAddressesOfOrg(q: Queryable, orgId: string): Promise<string[]> {
  const rows = await q
    .select({ email: users.email })
    .from(users)
    .where(inOrg(users, orgId, eq(users.role, "org:admin"), eq(users.status, "active"), eq(users.isArchived, false)));
  return rows.map((row) => row.email);
}
