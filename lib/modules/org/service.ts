import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, DetailError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { requireAdminUser } from "@/lib/auth/authorize";
import type { Queryable } from "@/lib/db/client";
import { parseCidr } from "@/lib/net/ip";
import { toUnixSeconds } from "@/lib/time";
import type { UpdateOrganizationInput } from "./schemas";
import { isModuleEnabled } from "./switches";
import { type OrgModules, organizations } from "./tables";

export const defaultModules: OrgModules = {
  bill_of_materials: true,
  contract_records: true,
  supplier_profile: true,
  zero_touch: true,
};

type OrganizationRow = typeof organizations.$inferSelect;

export function serializeOrganization(row: OrganizationRow) {
  return {
    id: row.id,
    name: row.name,
    api_ip_allowlist: row.apiIpAllowlist,
    modules: { ...defaultModules, ...row.modules },
    bank_change_review_required: row.bankChangeReviewRequired,
    audit_log_retention_days: row.auditLogRetentionDays,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** A new organization with every module switched on (sign-up); the caller records its change log entry. */
export async function createOrganization(q: Queryable, id: string, name: string): Promise<OrganizationRow | undefined> {
  const [row] = await q.insert(organizations).values({ id, name, modules: defaultModules }).returning();
  return row;
}

/** Whether the installation has an organization yet. */
export async function anyOrganizationExists(q: Queryable): Promise<boolean> {
  const [row] = await q.select({ id: organizations.id }).from(organizations).limit(1);
  return row !== undefined;
}

/** Locks the organization's row until the transaction ends, so changes that must not interleave run in turn. */
export async function lockOrganization(q: Queryable, orgId: string): Promise<void> {
  await q.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for("update");
}

/** The caller's own organization; any other ID is 404 org_not_found. */
export async function getOrganization(ctx: ServiceContext, orgId: string): Promise<OrganizationRow> {
  const [row] = orgId === ctx.orgId ? await ctx.tx.select().from(organizations).where(eq(organizations.id, orgId)) : [];
  if (!row) {
    throw notFound("org_not_found", "Organization");
  }
  return row;
}

/** Canonical CIDRs, or 422 `{detail: {error, value}}` naming the first invalid entry. */
export function normalizeAllowlist(entries: string[]): string[] {
  const canonical = entries.map((entry) => {
    const result = parseCidr(entry);
    if (!result.ok) {
      throw new DetailError(422, { error: `Invalid CIDR: ${result.reason}.`, value: entry });
    }
    return result.canonical;
  });
  return [...new Set(canonical)];
}

export async function updateOrganization(
  ctx: ServiceContext,
  { orgId, body }: { orgId: string; body: UpdateOrganizationInput },
) {
  const current = await getOrganization(ctx, orgId);
  if (body.modules != null || body.bank_change_review_required != null || body.audit_log_retention_days != null) {
    requireAdminUser(ctx);
  }
  const changes: Partial<typeof organizations.$inferInsert> = { updatedAt: new Date() };
  if (body.name != null) {
    changes.name = body.name;
  }
  if (body.api_ip_allowlist != null) {
    changes.apiIpAllowlist = normalizeAllowlist(body.api_ip_allowlist);
  }
  if (body.modules != null) {
    changes.modules = { ...defaultModules, ...current.modules, ...body.modules };
  }
  if (body.bank_change_review_required != null) {
    changes.bankChangeReviewRequired = body.bank_change_review_required;
  }
  if (body.audit_log_retention_days != null) {
    changes.auditLogRetentionDays = body.audit_log_retention_days;
  }
  const [updated] = await ctx.tx.update(organizations).set(changes).where(eq(organizations.id, orgId)).returning();
  if (!updated) {
    throw notFound("org_not_found", "Organization");
  }
  await recordChange(ctx, {
    entityType: "organization",
    entityId: orgId,
    entityName: updated.name,
    action: "updated",
    before: serializeOrganization(current),
    after: serializeOrganization(updated),
  });
  return updated;
}

/** For module routes: a module switched off answers 404 not_enabled (the app applies it from the module's gate). */
export async function requireModuleEnabled(
  ctx: Pick<ServiceContext, "tx" | "orgId">,
  module: keyof OrgModules,
): Promise<void> {
  if (!(await isModuleEnabled(ctx.tx, ctx.orgId, module))) {
    throw apiError("not_enabled", `The ${module} module is not enabled for this organization.`);
  }
}

/** The organization's display name (what a vendor sees on a request it was sent), or null. */
export async function organizationName(q: Queryable, orgId: string): Promise<string | null> {
  const [row] = await q.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  return row?.name ?? null;
}
