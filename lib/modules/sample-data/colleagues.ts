import type { OrgRole, ServiceContext } from "@/lib/api/context";
import { createUser } from "@/lib/modules/users";

const COLLEAGUES: [first: string, last: string, role: OrgRole][] = [
  ["Priya", "Natarajan", "org:member"],
  ["Marco", "Rossi", "org:member"],
  ["Tom", "Becker", "org:member"],
  ["Lena", "Fischer", "org:siloed_member"],
  ["Omar", "Haddad", "org:guest"],
];

/**
 * A handful of colleagues to assign as analysts, owners and watchers, created as POST /v1/users would:
 * invited, without a password. Emails are unique across the installation, so they carry the
 * organization's ID.
 */
export async function addSampleColleagues(ctx: ServiceContext): Promise<{ id: string; role: OrgRole }[]> {
  const domain = `sample-${ctx.orgId.slice(-8)}.example`;
  const colleagues: { id: string; role: OrgRole }[] = [];
  for (const [first, last, role] of COLLEAGUES) {
    const email = `${first}.${last}@${domain}`.toLowerCase();
    const { user } = await createUser(ctx, { email, first_name: first, last_name: last, role });
    colleagues.push({ id: user.id, role });
  }
  return colleagues;
}
