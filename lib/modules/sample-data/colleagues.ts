import type { OrgRole, ServiceContext } from "@/lib/api/context";
import { newId } from "@/lib/ids";
import { users } from "@/lib/modules/users/tables";

const COLLEAGUES: [first: string, last: string, role: OrgRole][] = [
  ["Priya", "Natarajan", "org:member"],
  ["Marco", "Rossi", "org:member"],
  ["Tom", "Becker", "org:member"],
  ["Lena", "Fischer", "org:siloed_member"],
  ["Omar", "Haddad", "org:guest"],
];

/**
 * A handful of colleagues to assign as analysts, owners and watchers. They have no password, so nobody
 * can sign in as them. Emails are unique to the organization (emails are unique across the installation).
 */
export async function addSampleColleagues(ctx: ServiceContext): Promise<string[]> {
  const domain = `sample-${ctx.orgId.slice(-8)}.example`;
  const rows = COLLEAGUES.map(([first, last, role]) => ({
    id: newId("user"),
    orgId: ctx.orgId,
    email: `${first}.${last}@${domain}`.toLowerCase(),
    firstName: first,
    lastName: last,
    role,
    status: "active",
  }));
  await ctx.tx.insert(users).values(rows);
  return rows.map((row) => row.id);
}
