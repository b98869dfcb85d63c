import { isDeepStrictEqual } from "node:util";
import { asc, count, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiErrorWith } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { MASK, maskOfTail, shownTail } from "@/lib/secrets/mask";
import { open, SealedValueError, seal } from "@/lib/secrets/sealed";
import { toUnixSeconds } from "@/lib/time";
import { taxRegistrationTypes, type ValidationStatus, validateTaxId } from "../country-rules";
import { recordProfileChange } from "../profile-change";
import { sourceOf } from "../record-source";
import { PROFILE_LIST_CAP, type PutTaxRegistrationInput, type TaxRegistration } from "../schemas/registrations";
import { type VendorTaxRegistrationRow, vendorTaxRegistrations } from "../tables";

export function serializeTaxRegistration(row: VendorTaxRegistrationRow): TaxRegistration {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    country: row.country,
    registration_type: row.registrationType,
    // Rows written before the shared rule kept no tail (null) for a short value.
    value_masked: maskOfTail(row.valueLast4) ?? MASK,
    validation_status: row.validationStatus as ValidationStatus,
    validation_results: row.validationResults,
    source: row.source,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** The vendor's registrations by country and type, at most PROFILE_LIST_CAP, with the count of all. */
export async function listTaxRegistrations(ctx: ServiceContext, vendorId: string) {
  const where = inOrg(vendorTaxRegistrations, ctx.orgId, eq(vendorTaxRegistrations.vendorId, vendorId));
  const [rows, [counted]] = await Promise.all([
    ctx.tx
      .select()
      .from(vendorTaxRegistrations)
      .where(where)
      .orderBy(asc(vendorTaxRegistrations.country), asc(vendorTaxRegistrations.registrationType))
      .limit(PROFILE_LIST_CAP),
    ctx.tx.select({ total: count() }).from(vendorTaxRegistrations).where(where),
  ]);
  return { items: rows.map(serializeTaxRegistration), total: counted?.total ?? 0 };
}

/** GET /v1/tax_registration_types: the types the country rules know for the country. */
export function listTaxRegistrationTypes(country: string) {
  const items = taxRegistrationTypes(country);
  return { items, total: items.length };
}

async function findRegistration(q: Queryable, orgId: string, vendorId: string, input: PutTaxRegistrationInput) {
  const [row] = await q
    .select()
    .from(vendorTaxRegistrations)
    .where(
      inOrg(
        vendorTaxRegistrations,
        orgId,
        eq(vendorTaxRegistrations.vendorId, vendorId),
        eq(vendorTaxRegistrations.country, input.country),
        eq(vendorTaxRegistrations.registrationType, input.registration_type),
      ),
    )
    .limit(1)
    .for("update");
  return row;
}

/** Whether the sealed value holds `value`; one that no longer opens (a retired key) is replaced. */
function holds(row: VendorTaxRegistrationRow, value: string): boolean {
  try {
    return open(row.sealedValue, row.id) === value;
  } catch (error) {
    if (error instanceof SealedValueError) {
      return false;
    }
    throw error;
  }
}

/**
 * PUT: one registration per vendor, country and type. The value is checked by the country rules (an
 * error rejects it: 422 validation_failed, nothing saved; an unknown type is kept with a warning),
 * stored in its compact form sealed under the record's ID, and shown only by its last four. The same
 * PUT again changes and records nothing.
 */
export async function putTaxRegistration(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: PutTaxRegistrationInput },
): Promise<{ created: boolean; registration: TaxRegistration }> {
  const outcome = validateTaxId(input.country, input.registration_type, input.value);
  if (outcome.status === "failed") {
    throw apiErrorWith("validation_failed", "The tax identifier failed its country rules; nothing was saved.", {
      error: outcome.results,
    });
  }
  const value = outcome.normalized;
  const checked = { validationStatus: outcome.status, validationResults: outcome.results };
  let current = await findRegistration(ctx.tx, ctx.orgId, vendorId, input);
  if (!current) {
    const id = newId("taxRegistration");
    const [inserted] = await ctx.tx
      .insert(vendorTaxRegistrations)
      .values({
        id,
        orgId: ctx.orgId,
        vendorId,
        country: input.country,
        registrationType: input.registration_type,
        sealedValue: seal(value, id),
        valueLast4: shownTail(value),
        ...checked,
        source: sourceOf(ctx.actor),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      const registration = serializeTaxRegistration(inserted);
      await recordTaxChange(ctx, "created", null, registration);
      return { created: true, registration };
    }
    // A concurrent PUT of the same key created it first: this one updates it.
    current = await findRegistration(ctx.tx, ctx.orgId, vendorId, input);
    if (!current) {
      throw new Error("tax registration conflict without a registration");
    }
  }
  const valueChanged = !holds(current, value);
  const changes: Partial<VendorTaxRegistrationRow> = {
    ...(valueChanged ? { sealedValue: seal(value, current.id), valueLast4: shownTail(value) } : {}),
    ...(current.validationStatus === checked.validationStatus ? {} : { validationStatus: checked.validationStatus }),
    ...(isDeepStrictEqual(current.validationResults, checked.validationResults)
      ? {}
      : { validationResults: checked.validationResults }),
  };
  const before = serializeTaxRegistration(current);
  if (Object.keys(changes).length === 0) {
    return { created: false, registration: before };
  }
  const [row] = await ctx.tx
    .update(vendorTaxRegistrations)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(vendorTaxRegistrations, ctx.orgId, eq(vendorTaxRegistrations.id, current.id)))
    .returning();
  if (!row) {
    throw new Error("tax registration update returned no row");
  }
  const registration = serializeTaxRegistration(row);
  await recordTaxChange(ctx, "updated", before, registration, valueChanged);
  return { created: false, registration };
}

/**
 * The change log entry. A new value whose last four match the old one's would diff as nothing, so the
 * entry then carries `value_changed: true` (never any part of the value beyond value_masked).
 */
async function recordTaxChange(
  ctx: ServiceContext,
  action: "created" | "updated",
  before: TaxRegistration | null,
  after: TaxRegistration,
  valueChanged = false,
) {
  await recordProfileChange(ctx, {
    vendorId: after.vendor_id,
    entityType: "tax_registration",
    entityId: after.id,
    entityName: `${after.country} ${after.registration_type}`,
    action,
    before,
    after: valueChanged && before?.value_masked === after.value_masked ? { ...after, value_changed: true } : after,
    snapshot: after,
  });
}
