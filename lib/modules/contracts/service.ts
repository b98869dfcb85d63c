import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { ApiError, apiError, notFound } from "@/lib/api/errors";
import { errorCodes, secondStatuses } from "@/lib/contract/error-codes";
import { db, type Queryable, rowsOf } from "@/lib/db/client";
import { aliasInOrg, findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { assertStatusId } from "@/lib/modules/taxonomy";
import { userOfOrg } from "@/lib/modules/users";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { recordContractChange } from "./change-log";
import { preparedContractList } from "./list-prepared";
import { contractConditions, contractOrder, selectContractCount } from "./list-query";
import { enqueueReminderCheck } from "./reminders";
import type { ContractListFilters, ContractRecord, CreateContractInput, UpdateContractInput } from "./schemas";
import { contractObject, selectContractsWithNames, serializeContractWithNames } from "./serialize";
import { type ContractRecordRow, contractRecords } from "./tables";

const DAY_SECONDS = 86_400;

/** The contract record of this organization, or 404 contract_not_found (another organization's too). */
export function findContractInOrg(
  q: Queryable,
  orgId: string,
  contractId: string,
  lock?: RowLock,
): Promise<ContractRecordRow> {
  return findInOrg(q, contractRecords, orgId, contractId, {
    notFound: () => notFound("contract_not_found", "Contract"),
    lock,
  });
}

/** GET /v1/contract-records/{contract_id}: archived ones too. */
export async function readContract(q: Queryable, orgId: string, contractId: string): Promise<ContractRecord> {
  return contractObject(q, orgId, contractId);
}

// ---- derived values and rules

interface Dates {
  effectiveDate: number | null;
  termStartDate: number | null;
  expirationDate: number | null;
  renewalDate: number | null;
  terminationNoticePeriodDays: number | null;
}

/**
 * (renewal date, else expiration date) minus the notice period: the last day to give notice before
 * the contract renews or ends. Null when that date or the notice period is unknown.
 */
export function noticeDeadlineOf(dates: Pick<Dates, "renewalDate" | "expirationDate" | "terminationNoticePeriodDays">) {
  const target = dates.renewalDate ?? dates.expirationDate;
  if (target === null || dates.terminationNoticePeriodDays === null) {
    return null;
  }
  return target - dates.terminationNoticePeriodDays * DAY_SECONDS;
}

const termOrder = [
  ["effective_date", "effectiveDate"],
  ["term_start_date", "termStartDate"],
  ["expiration_date", "expirationDate"],
] as const;

/** 422 invalid_term naming the two fields unless effective ≤ term start ≤ expiration (among those present). */
function assertTermInOrder(dates: Dates): void {
  for (const [index, [earlierField, earlierKey]] of termOrder.entries()) {
    for (const [laterField, laterKey] of termOrder.slice(index + 1)) {
      const earlier = dates[earlierKey];
      const later = dates[laterKey];
      if (earlier !== null && later !== null && later < earlier) {
        throw apiError(
          "invalid_term",
          `${laterField} (${later}) is before ${earlierField} (${earlier}): the dates must run effective_date ≤ term_start_date ≤ expiration_date.`,
        );
      }
    }
  }
}

const invalidContract = (message: string) => apiError("invalid_contract", message);

/** 02: an unknown vendor named by a contract record is 400 vendor_not_found (see secondStatuses). */
const vendorNotFound = (vendorId: string) =>
  new ApiError(
    secondStatuses.vendor_not_found,
    "vendor_not_found",
    `vendor_id: no vendor ${vendorId} in your organization. ${errorCodes.vendor_not_found.message}`,
  );

async function assertVendor(q: Queryable, orgId: string, vendorId: string): Promise<void> {
  if (!(await vendorNamesInOrg(q, orgId, [vendorId])).has(vendorId)) {
    throw vendorNotFound(vendorId);
  }
}

async function assertOwner(q: Queryable, orgId: string, userId: string): Promise<void> {
  const user = await userOfOrg(q, orgId, userId);
  if (!user) {
    throw invalidContract(`owner_user_id: no user ${userId} in your organization.`);
  }
  if (!user.isAssignable) {
    throw invalidContract(`owner_user_id: user ${userId} is inactive or archived and cannot own a contract.`);
  }
}

async function assertParentExists(q: Queryable, orgId: string, parentId: string): Promise<void> {
  await findInOrg(q, contractRecords, orgId, parentId, {
    notFound: () => invalidContract(`parent_contract_id: no contract ${parentId} in your organization.`),
  });
}

/** Ancestors walked at most: far deeper than any contract hierarchy, a bound on a damaged chain. */
const MAX_ANCESTRY = 1_000;

/** Whether `contractId` is `parentId` or one of its ancestors (so the parent would close a cycle). */
async function isAncestorOrSelf(q: Queryable, orgId: string, contractId: string, parentId: string) {
  const result = await q.execute(sql`
    with recursive ancestry(id, parent_id, depth) as (
      select c.id, c.parent_contract_id, 1 from contract_records c
      where ${aliasInOrg("c", orgId)} and c.id = ${parentId}
      union all
      select c.id, c.parent_contract_id, a.depth + 1 from contract_records c
      join ancestry a on c.id = a.parent_id
      where ${aliasInOrg("c", orgId)} and a.depth < ${MAX_ANCESTRY}
    )
    select 1 as found from ancestry where id = ${contractId} limit 1`);
  return rowsOf<{ found: number }>(result).length > 0;
}

/** The references a create or update names, each checked when given (another organization's is unknown). */
async function assertReferences(
  ctx: ServiceContext,
  input: Pick<CreateContractInput, "vendor_id" | "parent_contract_id" | "lifecycle_status_id" | "owner_user_id">,
): Promise<void> {
  if (input.vendor_id) {
    await assertVendor(ctx.tx, ctx.orgId, input.vendor_id);
  }
  if (input.parent_contract_id) {
    await assertParentExists(ctx.tx, ctx.orgId, input.parent_contract_id);
  }
  if (input.lifecycle_status_id) {
    await assertStatusId(
      ctx.tx,
      ctx.orgId,
      "contract",
      "lifecycle_status_id",
      input.lifecycle_status_id,
      invalidContract,
    );
  }
  if (input.owner_user_id) {
    await assertOwner(ctx.tx, ctx.orgId, input.owner_user_id);
  }
}

// ---- list

/** GET /v1/contract-records: every filter of the list, archived left out unless asked for. */
export async function listContracts(ctx: ServiceContext, filters: ContractListFilters) {
  // Outside a transaction (a read), the statements prepared per filter shape; inside one, built.
  const [rows, [counted]] =
    (ctx.tx === db() ? await preparedContractList(ctx.orgId, filters) : null) ??
    (await builtList(ctx.tx, ctx.orgId, filters));
  return {
    items: rows.map(serializeContractWithNames),
    total: counted?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

function builtList(q: Queryable, orgId: string, filters: ContractListFilters) {
  const where = contractConditions(orgId, filters);
  return Promise.all([
    selectContractsWithNames(q)
      .where(where)
      .orderBy(...contractOrder(filters.sort))
      .limit(filters.limit)
      .offset(filters.offset),
    selectContractCount(q).where(where),
  ]);
}

// ---- create

/** POST /v1/contract-records: a new record reads workflow_state draft; its owner defaults to the creating user. */
export async function createContract(ctx: ServiceContext, input: CreateContractInput): Promise<ContractRecord> {
  const dates: Dates = {
    effectiveDate: input.effective_date ?? null,
    termStartDate: input.term_start_date ?? null,
    expirationDate: input.expiration_date ?? null,
    renewalDate: input.renewal_date ?? null,
    terminationNoticePeriodDays: input.termination_notice_period_days ?? null,
  };
  assertTermInOrder(dates);
  await assertReferences(ctx, input);
  const ownerUserId =
    input.owner_user_id !== undefined ? input.owner_user_id : ctx.actor.type === "user" ? ctx.actor.userId : null;
  const [row] = await ctx.tx
    .insert(contractRecords)
    .values({
      id: newId("contractRecord"),
      orgId: ctx.orgId,
      name: input.name,
      description: input.description ?? null,
      contractType: input.contract_type,
      vendorId: input.vendor_id ?? null,
      counterpartyName: input.counterparty_name ?? null,
      parentContractId: input.parent_contract_id ?? null,
      lifecycleStatusId: input.lifecycle_status_id ?? null,
      ...dates,
      autoRenew: input.auto_renew ?? null,
      noticeDeadline: noticeDeadlineOf(dates),
      contractValueAmount: input.contract_value_amount ?? null,
      contractValueCurrency: input.contract_value_currency ?? null,
      ownerUserId,
    })
    .returning();
  const created = row as ContractRecordRow;
  const contract = await contractObject(ctx.tx, ctx.orgId, created.id);
  await recordContractChange(ctx, null, contract);
  await enqueueReminderCheck(ctx.tx, ctx.orgId, created);
  return contract;
}

// ---- update

/** Refuses a parent that is the contract itself or one of its descendants (400 invalid_contract). */
async function assertParentFits(ctx: ServiceContext, contractId: string, parentId: string): Promise<void> {
  if (parentId === contractId) {
    throw invalidContract("parent_contract_id: a contract cannot be its own parent.");
  }
  await assertParentExists(ctx.tx, ctx.orgId, parentId);
  // Parent changes of one organization take turns, so two crossing moves (A under B, B under A) do not
  // both pass the check before either commits.
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contract_parents:${ctx.orgId}`}))`);
  if (await isAncestorOrSelf(ctx.tx, ctx.orgId, contractId, parentId)) {
    throw invalidContract(
      `parent_contract_id: ${parentId} is under this contract; a contract cannot sit under itself.`,
    );
  }
}

/** The columns an update sets: only the fields supplied (null clears a nullable one). */
function changesOf(input: UpdateContractInput): Partial<typeof contractRecords.$inferInsert> {
  const changes: Partial<typeof contractRecords.$inferInsert> = {};
  const set = <K extends keyof typeof contractRecords.$inferInsert>(
    key: K,
    value: (typeof contractRecords.$inferInsert)[K] | undefined,
  ) => {
    if (value !== undefined) {
      changes[key] = value;
    }
  };
  set("name", input.name);
  set("contractType", input.contract_type);
  set("description", input.description);
  set("vendorId", input.vendor_id);
  set("counterpartyName", input.counterparty_name);
  set("parentContractId", input.parent_contract_id);
  set("lifecycleStatusId", input.lifecycle_status_id);
  set("ownerUserId", input.owner_user_id);
  set("effectiveDate", input.effective_date);
  set("termStartDate", input.term_start_date);
  set("expirationDate", input.expiration_date);
  set("renewalDate", input.renewal_date);
  set("autoRenew", input.auto_renew);
  set("terminationNoticePeriodDays", input.termination_notice_period_days);
  set("contractValueAmount", input.contract_value_amount);
  set("contractValueCurrency", input.contract_value_currency);
  set("isArchived", input.is_archived);
  return changes;
}

/**
 * PATCH /v1/contract-records/{contract_id}: only supplied fields change; the date order is checked on
 * the stored dates merged with the supplied ones, and notice_deadline follows them.
 */
export async function updateContract(
  ctx: ServiceContext,
  { contractId, body }: { contractId: string; body: UpdateContractInput },
): Promise<ContractRecord> {
  const current = await findContractInOrg(ctx.tx, ctx.orgId, contractId, "update");
  const changes = changesOf(body);
  const dates: Dates = {
    effectiveDate: changes.effectiveDate !== undefined ? changes.effectiveDate : current.effectiveDate,
    termStartDate: changes.termStartDate !== undefined ? changes.termStartDate : current.termStartDate,
    expirationDate: changes.expirationDate !== undefined ? changes.expirationDate : current.expirationDate,
    renewalDate: changes.renewalDate !== undefined ? changes.renewalDate : current.renewalDate,
    terminationNoticePeriodDays:
      changes.terminationNoticePeriodDays !== undefined
        ? changes.terminationNoticePeriodDays
        : current.terminationNoticePeriodDays,
  };
  assertTermInOrder(dates);
  // Only references that change are checked: an editor sending the whole record back keeps an owner
  // who has left since, or a vendor as it is.
  const changed = <T>(value: T | null | undefined, stored: T | null) =>
    value !== undefined && value !== stored ? value : undefined;
  await assertReferences(ctx, {
    vendor_id: changed(body.vendor_id, current.vendorId),
    lifecycle_status_id: changed(body.lifecycle_status_id, current.lifecycleStatusId),
    owner_user_id: changed(body.owner_user_id, current.ownerUserId),
  });
  const parentId = changed(body.parent_contract_id, current.parentContractId);
  if (parentId) {
    await assertParentFits(ctx, contractId, parentId);
  }
  const before = await contractObject(ctx.tx, ctx.orgId, current.id);
  if (Object.keys(changes).length === 0) {
    return before;
  }
  const [updated] = await ctx.tx
    .update(contractRecords)
    .set({ ...changes, noticeDeadline: noticeDeadlineOf(dates), updatedAt: new Date() })
    .where(inOrg(contractRecords, ctx.orgId, eq(contractRecords.id, contractId)))
    .returning();
  const after = await contractObject(ctx.tx, ctx.orgId, contractId);
  await recordContractChange(ctx, before, after);
  await enqueueReminderCheck(ctx.tx, ctx.orgId, updated as ContractRecordRow);
  return after;
}
