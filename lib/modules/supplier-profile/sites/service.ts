import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, ne } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, apiErrorWith, isApiError } from "@/lib/api/errors";
import { listPage, type Page, type PageWindow } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { deriveSubdivisionCode, type ValidationResults, validateSiteAddress } from "../country-rules";
import { recordProfileChange } from "../profile-change";
import { sourceOf } from "../record-source";
import type { CreateSiteInput, Site, UpdateSiteInput } from "../schemas/sites";
import { type VendorSiteRow, vendorSites } from "../tables";
import { siteCoordinatesJob } from "./coordinates";
import { findSiteInOrg } from "./lookup";
import { serializeSite } from "./serialize";

/** The columns a request sets (everything else is bookkeeping, derived or fixed at creation). */
interface SiteState {
  country: string;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  addressLine4: string | null;
  city: string | null;
  stateOrRegion: string | null;
  county: string | null;
  postalCode: string | null;
  label: string | null;
  activityDescription: string;
  locationPurpose: string | null;
  addressRole: string | null;
  financeAddressCode: string | null;
  remitToSiteId: string | null;
  subdivisionCode: string;
  subdivisionCodeSet: boolean;
  poEmails: string[];
  remittanceEmails: string[];
  isPrimary: boolean;
  validationResults: ValidationResults;
}

/** A change to any of these moves the site: its coordinates are worked out again. */
const addressColumns = [
  "country",
  "addressLine1",
  "addressLine2",
  "addressLine3",
  "addressLine4",
  "city",
  "stateOrRegion",
  "postalCode",
] as const satisfies readonly (keyof SiteState)[];

type SiteInput = CreateSiteInput | UpdateSiteInput;

const emptyState = (country: string): SiteState => ({
  country,
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  addressLine4: null,
  city: null,
  stateOrRegion: null,
  county: null,
  postalCode: null,
  label: null,
  activityDescription: "",
  locationPurpose: null,
  addressRole: null,
  financeAddressCode: null,
  remitToSiteId: null,
  subdivisionCode: country,
  subdivisionCodeSet: false,
  poEmails: [],
  remittanceEmails: [],
  isPrimary: false,
  validationResults: { rule_set: null, errors: [], warnings: [] },
});

const stateOf = (row: VendorSiteRow): SiteState => ({
  country: row.country,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  addressLine3: row.addressLine3,
  addressLine4: row.addressLine4,
  city: row.city,
  stateOrRegion: row.stateOrRegion,
  county: row.county,
  postalCode: row.postalCode,
  label: row.label,
  activityDescription: row.activityDescription,
  locationPurpose: row.locationPurpose,
  addressRole: row.addressRole,
  financeAddressCode: row.financeAddressCode,
  remitToSiteId: row.remitToSiteId,
  subdivisionCode: row.subdivisionCode,
  subdivisionCodeSet: row.subdivisionCodeSet,
  poEmails: row.poEmails,
  remittanceEmails: row.remittanceEmails,
  isPrimary: row.isPrimary,
  validationResults: row.validationResults,
});

/** `base` with the supplied fields of `input` (undefined leaves a field, null clears it), re-derived and re-validated. */
function nextState(base: SiteState, input: SiteInput): SiteState {
  const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  const next: SiteState = {
    ...base,
    country: input.country ?? base.country,
    addressLine1: pick(input.address_line_1, base.addressLine1),
    addressLine2: pick(input.address_line_2, base.addressLine2),
    addressLine3: pick(input.address_line_3, base.addressLine3),
    addressLine4: pick(input.address_line_4, base.addressLine4),
    city: pick(input.city, base.city),
    stateOrRegion: pick(input.state_or_region, base.stateOrRegion),
    county: pick(input.county, base.county),
    postalCode: pick(input.postal_code, base.postalCode),
    label: pick(input.label, base.label),
    activityDescription:
      input.activity_description === undefined ? base.activityDescription : (input.activity_description ?? ""),
    locationPurpose: pick(input.location_purpose, base.locationPurpose),
    addressRole: pick(input.address_role, base.addressRole),
    financeAddressCode: pick(input.finance_address_code, base.financeAddressCode),
    remitToSiteId: pick(input.remit_to_site_id, base.remitToSiteId),
    poEmails: input.po_emails ?? base.poEmails,
    remittanceEmails: input.remittance_emails ?? base.remittanceEmails,
    isPrimary: input.is_primary ?? base.isPrimary,
  };
  if (input.subdivision_code !== undefined) {
    next.subdivisionCodeSet = input.subdivision_code !== null;
    next.subdivisionCode = input.subdivision_code ?? next.country;
  }
  if (!next.subdivisionCodeSet) {
    next.subdivisionCode = deriveSubdivisionCode(next.country, next.stateOrRegion);
  }
  next.validationResults = validatedAddress(next);
  return next;
}

/** The country rules: an error rejects the write (422 validation_failed, nothing saved); warnings are kept. */
function validatedAddress(state: SiteState): ValidationResults {
  const outcome = validateSiteAddress({
    country: state.country,
    postal_code: state.postalCode,
    state_or_region: state.stateOrRegion,
    subdivision_code: state.subdivisionCodeSet ? state.subdivisionCode : undefined,
    address_line_1: state.addressLine1,
    address_line_2: state.addressLine2,
    address_line_3: state.addressLine3,
    address_line_4: state.addressLine4,
    city: state.city,
    location_purpose: state.locationPurpose,
    po_emails: state.poEmails,
    remittance_emails: state.remittanceEmails,
  });
  if (outcome.status === "failed") {
    throw apiErrorWith("validation_failed", "The site failed its country rules; nothing was saved.", {
      error: outcome.results,
    });
  }
  return outcome.results;
}

/** remit_to_site_id names another active site of the same vendor, else 422 invalid_site. */
async function assertRemitToSite(ctx: ServiceContext, vendorId: string, siteId: string | null, remitTo: string) {
  if (remitTo === siteId) {
    throw apiError("invalid_site", "remit_to_site_id: a site cannot remit to itself.");
  }
  await findSiteInOrg(ctx.tx, ctx.orgId, remitTo, { vendorId }).catch((error: unknown) => {
    throw isApiError(error)
      ? apiError("invalid_site", `remit_to_site_id: ${remitTo} is not an active site of this vendor.`)
      : error;
  });
}

/** What the change log calls a site. */
const siteName = (site: Site) => site.label ?? site.address_line_1 ?? site.city ?? site.country;

async function recordSiteChange(
  ctx: ServiceContext,
  action: "created" | "updated" | "deleted",
  before: Site | null,
  after: Site | null,
) {
  const site = (after ?? before) as Site;
  await recordProfileChange(ctx, {
    vendorId: site.vendor_id,
    entityType: "site",
    entityId: site.id,
    entityName: siteName(site),
    action,
    before,
    after,
  });
}

/**
 * Before a site becomes primary: the vendor row is locked (so two requests making different sites
 * primary run one after the other) and the current primary, if any, is demoted and its change recorded.
 * Callers lock the vendor before any site row, always in that order.
 */
async function demoteCurrentPrimary(ctx: ServiceContext, vendorId: string, exceptSiteId: string | null) {
  const primaries = await ctx.tx
    .select()
    .from(vendorSites)
    .where(
      inOrg(
        vendorSites,
        ctx.orgId,
        eq(vendorSites.vendorId, vendorId),
        eq(vendorSites.status, "active"),
        eq(vendorSites.isPrimary, true),
        exceptSiteId === null ? undefined : ne(vendorSites.id, exceptSiteId),
      ),
    )
    .for("update");
  for (const primary of primaries) {
    const [demoted] = await ctx.tx
      .update(vendorSites)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(inOrg(vendorSites, ctx.orgId, eq(vendorSites.id, primary.id)))
      .returning();
    if (demoted) {
      await recordSiteChange(ctx, "updated", serializeSite(primary), serializeSite(demoted));
    }
  }
}

export function listSites(
  ctx: ServiceContext,
  { vendorId, query: page }: { vendorId: string; query: PageWindow },
): Promise<Page<Site>> {
  return listPage(
    ctx.tx,
    vendorSites,
    inOrg(vendorSites, ctx.orgId, eq(vendorSites.vendorId, vendorId), eq(vendorSites.status, "active")),
    [asc(vendorSites.createdAt), asc(vendorSites.id)],
    page,
    serializeSite,
  );
}

export async function getSite(
  ctx: ServiceContext,
  { vendorId, siteId }: { vendorId: string; siteId: string },
): Promise<Site> {
  return serializeSite(await findSiteInOrg(ctx.tx, ctx.orgId, siteId, { vendorId }));
}

/** POST: country is the only required field; coordinates follow from the job enqueued here. */
export async function createSite(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: CreateSiteInput },
): Promise<Site> {
  const state = nextState(emptyState(input.country), input);
  if (state.remitToSiteId !== null) {
    await assertRemitToSite(ctx, vendorId, null, state.remitToSiteId);
  }
  if (state.isPrimary) {
    await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
    await demoteCurrentPrimary(ctx, vendorId, null);
  }
  const [row] = await ctx.tx
    .insert(vendorSites)
    .values({ id: newId("site"), orgId: ctx.orgId, vendorId, ...state, source: sourceOf(ctx.actor) })
    .returning();
  if (!row) {
    throw new Error("site insert returned no row");
  }
  await enqueueJob(ctx.tx, siteCoordinatesJob, { siteId: row.id }, { orgId: ctx.orgId });
  const site = serializeSite(row);
  await recordSiteChange(ctx, "created", null, site);
  return site;
}

/** PATCH: only supplied fields change; a request that changes nothing writes and records nothing. */
export async function updateSite(
  ctx: ServiceContext,
  { vendorId, siteId, body: input }: { vendorId: string; siteId: string; body: UpdateSiteInput },
): Promise<Site> {
  if (input.is_primary === true) {
    await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  }
  const current = await findSiteInOrg(ctx.tx, ctx.orgId, siteId, { vendorId, lock: "update" });
  const base = stateOf(current);
  const next = nextState(base, input);
  if (input.remit_to_site_id != null && input.remit_to_site_id !== current.remitToSiteId) {
    await assertRemitToSite(ctx, vendorId, siteId, input.remit_to_site_id);
  }
  const changes = Object.fromEntries(
    (Object.keys(next) as (keyof SiteState)[])
      .filter((key) => !isDeepStrictEqual(next[key], base[key]))
      .map((key) => [key, next[key]]),
  ) as Partial<SiteState>;
  if (Object.keys(changes).length === 0) {
    return serializeSite(current);
  }
  if (next.isPrimary && !current.isPrimary) {
    await demoteCurrentPrimary(ctx, vendorId, siteId);
  }
  const [row] = await ctx.tx
    .update(vendorSites)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(vendorSites, ctx.orgId, eq(vendorSites.id, siteId)))
    .returning();
  if (!row) {
    throw new Error("site update returned no row");
  }
  if (addressColumns.some((column) => column in changes)) {
    await enqueueJob(ctx.tx, siteCoordinatesJob, { siteId }, { orgId: ctx.orgId });
  }
  const site = serializeSite(row);
  await recordSiteChange(ctx, "updated", serializeSite(current), site);
  return site;
}

/**
 * DELETE: the site is marked deleted and never returned again; sites that remitted to it no longer do
 * (each such change recorded).
 */
export async function deleteSite(ctx: ServiceContext, { vendorId, siteId }: { vendorId: string; siteId: string }) {
  const current = await findSiteInOrg(ctx.tx, ctx.orgId, siteId, { vendorId, lock: "update" });
  const now = new Date();
  await ctx.tx
    .update(vendorSites)
    .set({ status: "deleted", isPrimary: false, deletedAt: now, updatedAt: now })
    .where(inOrg(vendorSites, ctx.orgId, eq(vendorSites.id, siteId)));
  await recordSiteChange(ctx, "deleted", serializeSite(current), null);
  const referrers = await ctx.tx
    .update(vendorSites)
    .set({ remitToSiteId: null, updatedAt: now })
    .where(
      inOrg(
        vendorSites,
        ctx.orgId,
        and(
          eq(vendorSites.vendorId, vendorId),
          eq(vendorSites.status, "active"),
          eq(vendorSites.remitToSiteId, siteId),
        ),
      ),
    )
    .returning();
  for (const referrer of referrers) {
    await recordSiteChange(
      ctx,
      "updated",
      { ...serializeSite(referrer), remit_to_site_id: siteId },
      serializeSite(referrer),
    );
  }
  return { id: siteId, deleted: true as const };
}
