import { inArray } from "drizzle-orm";
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

/** The organization's users among `ids`, by ID, with the name to show (their email when unnamed). */
export async function userNamesOfOrg(q: Queryable, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return new Map<string, OrgUserName>();
  }
  const rows = await q
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
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: nameOf(row), isAssignable: row.status !== "inactive" && !row.isArchived },
    ]),
  );
}

/** One user of the organization, or undefined when the ID is not one of its users. */
export async function userOfOrg(q: Queryable, orgId: string, id: string): Promise<OrgUserName | undefined> {
  return (await userNamesOfOrg(q, orgId, [id])).get(id);
}
