import { beforeAll, describe, expect, it } from "vitest";
import { MAX_UNIX_SECONDS } from "@/lib/api/timestamps";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createMember, createOrg, createUser, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";

/**
 * Contract records through the API: the object, every bound of a write, exact amounts, the date
 * order, references, PATCH and the change log. The list's filters, sorts, isolation and the module
 * switch are in contracts-list.test.ts.
 */

let org: TestOrg;
let other: TestOrg;
let vendorId: string;
let otherVendorId: string;
let statusIds: Record<string, string>;

const DAY = 86_400;
const JAN_2026 = 1_767_225_600;

const defaults = { name: "Master services agreement", contract_type: "msa" } as const;

const create = (body: Partial<Schemas["CreateContractRecord"]>, token = org.token) =>
  callApi("post", "/v1/contract-records", { token, body: { ...defaults, ...body } });

/** A create whose body the schema refuses on purpose (a value of the wrong type). */
const createUnchecked = (body: Record<string, unknown>) =>
  callApi("post", "/v1/contract-records", { token: org.token, uncheckedBody: { ...defaults, ...body } });

const patch = (id: string, body: Schemas["UpdateContractRecord"], token = org.token) =>
  callApi("patch", `/v1/contract-records/${id}`, { token, body });

/** A PATCH whose body the schema refuses on purpose (a value of the wrong type). */
const patchUnchecked = (id: string, body: Record<string, unknown>) =>
  callApi("patch", `/v1/contract-records/${id}`, { token: org.token, uncheckedBody: body });

const read = (id: string, token = org.token) => callApi("get", `/v1/contract-records/${id}`, { token });

async function created(body: Partial<Schemas["CreateContractRecord"]> = {}) {
  return bodyAt(await create(body), 201);
}

type Answer = { status: number; text: string; body: unknown };

const expectCode = (result: Answer, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code, result.text).toBe(code);
};

/** A 422 validation array with an entry at body.<field>. */
const expectInvalidField = (result: Answer, field: string) => {
  expect(result.status, result.text).toBe(422);
  expect(validationIssues(result.body).map((entry) => entry.loc)).toContainEqual(["body", field]);
};

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Contracts Org"), createOrg("Other Contracts Org")]);
  [vendorId, otherVendorId] = await Promise.all([
    createVendor(org, { name: "Cloudy Hosting" }).then((vendor) => vendor.id),
    createVendor(other, { name: "Elsewhere Inc" }).then((vendor) => vendor.id),
  ]);
  const statuses = await callApi("get", "/v1/statuses?entity=contract", { token: org.token });
  statusIds = Object.fromEntries(bodyAt(statuses, 200).items.map((status) => [status.name, status.id]));
});

describe("GET /v1/statuses?entity=contract", () => {
  it("lists the contract lifecycle statuses every organization starts with", async () => {
    const statuses = await callApi("get", "/v1/statuses?entity=contract", { token: org.token });
    expectStatus(statuses, 200);
    expect(statuses.body.items.map((status) => status.name)).toEqual(["Active", "Expiring", "Expired", "Terminated"]);
    for (const status of statuses.body.items) {
      expect(status).toMatchObject({ id: expect.stringMatching(/^cbst_/), entity: "contract" });
    }
  });
});

describe("POST /v1/contract-records", () => {
  it("creates a draft with the defaults, owned by the creating user", async () => {
    const result = await create({ name: "Hosting MSA" });
    expectStatus(result, 201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^cbcontract_/),
      name: "Hosting MSA",
      description: null,
      contract_type: "msa",
      vendor_id: null,
      counterparty_name: null,
      parent_contract_id: null,
      workflow_state: "draft",
      lifecycle_status: null,
      effective_date: null,
      term_start_date: null,
      expiration_date: null,
      renewal_date: null,
      auto_renew: null,
      termination_notice_period_days: null,
      contract_value_amount: null,
      contract_value_currency: null,
      executed_at: null,
      engagement_ids: [],
      is_archived: false,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
      notice_deadline: null,
      owner_user_id: org.userId,
      lifecycle_status_id: null,
      vendor_name: null,
      owner_name: "Ada Admin",
      parent_contract_name: null,
    });
    expect(result.body.updated_at).toBe(result.body.created_at);
    expect((await read(result.body.id)).body).toEqual(result.body);
  });

  it("leaves a key's contract without an owner unless one is named", async () => {
    const key = await createKey(org);
    const byKey = await create({}, key.secret);
    expectStatus(byKey, 201);
    expect(byKey.body).toMatchObject({ owner_user_id: null, owner_name: null });
    const named = await create({ owner_user_id: org.userId }, key.secret);
    expect(named.body).toMatchObject({ owner_user_id: org.userId, owner_name: "Ada Admin" });
    expect(bodyAt(await create({ owner_user_id: null }), 201).owner_user_id).toBeNull();
  });

  it("stores every field and answers them with the names beside the IDs", async () => {
    const parent = await created({ name: "Parent MSA", vendor_id: vendorId });
    const owner = await createUser(org, { first_name: "Olga", last_name: "Owner" });
    const body: Schemas["CreateContractRecord"] = {
      name: "  Hosting SOW 2026  ",
      description: "Compute and storage for 2026.",
      contract_type: "sow",
      vendor_id: vendorId,
      counterparty_name: "Cloudy Hosting GmbH",
      parent_contract_id: parent.id,
      lifecycle_status_id: statusIds.Active,
      owner_user_id: owner.id,
      effective_date: JAN_2026,
      term_start_date: JAN_2026 + DAY,
      expiration_date: JAN_2026 + 365 * DAY,
      renewal_date: JAN_2026 + 366 * DAY,
      auto_renew: "automatic",
      termination_notice_period_days: 90,
      contract_value_amount: "1234567.89",
      contract_value_currency: "EUR",
    };
    const result = await create(body);
    expectStatus(result, 201);
    expect(result.body).toMatchObject({
      ...body,
      name: "Hosting SOW 2026",
      lifecycle_status: "Active",
      vendor_name: "Cloudy Hosting",
      owner_name: "Olga Owner",
      parent_contract_name: "Parent MSA",
      workflow_state: "draft",
      engagement_ids: [],
      notice_deadline: JAN_2026 + 366 * DAY - 90 * DAY,
    });
    expect((await read(result.body.id)).body).toEqual(result.body);
  });

  it("bounds the name at 1 to 500 characters, after trimming", async () => {
    expectInvalidField(await create({ name: "" }), "name");
    expectInvalidField(await create({ name: "   " }), "name");
    expectInvalidField(await create({ name: "n".repeat(501) }), "name");
    expect(bodyAt(await create({ name: "n" }), 201).name).toBe("n");
    expect(bodyAt(await create({ name: "n".repeat(500) }), 201).name).toHaveLength(500);
    const missing = await callApi("post", "/v1/contract-records", {
      token: org.token,
      uncheckedBody: { contract_type: "msa" },
    });
    expect(validationIssues(missing.body)).toContainEqual({
      loc: ["body", "name"],
      msg: "Field required",
      type: "missing",
    });
  });

  it("bounds the description at 10,000 characters and the counterparty at 500", async () => {
    expect((await create({ description: "d".repeat(10_000) })).status).toBe(201);
    expectInvalidField(await create({ description: "d".repeat(10_001) }), "description");
    expect((await create({ counterparty_name: "c".repeat(500) })).status).toBe(201);
    expectInvalidField(await create({ counterparty_name: "c".repeat(501) }), "counterparty_name");
  });

  it("takes a contract type and an auto-renew mode from their lists only", async () => {
    for (const type of ["nda", "dpa", "api_integration_agreement", "other"] as const) {
      expect(bodyAt(await create({ contract_type: type }), 201).contract_type).toBe(type);
    }
    expectInvalidField(await createUnchecked({ contract_type: "lease" }), "contract_type");
    expectInvalidField(await createUnchecked({ contract_type: null }), "contract_type");
    const missing = await callApi("post", "/v1/contract-records", {
      token: org.token,
      uncheckedBody: { name: "No type" },
    });
    expectInvalidField(missing, "contract_type");
    expectInvalidField(await createUnchecked({ auto_renew: "sometimes" }), "auto_renew");
    expect(bodyAt(await create({ auto_renew: "manual" }), 201).auto_renew).toBe("manual");
  });

  it("takes dates as integer Unix seconds within the shared bounds", async () => {
    for (const field of ["effective_date", "term_start_date", "expiration_date", "renewal_date"] as const) {
      expectInvalidField(await create({ [field]: -1 }), field);
      expectInvalidField(await create({ [field]: MAX_UNIX_SECONDS + 1 }), field);
      expectInvalidField(await create({ [field]: 1.5 }), field);
      expectInvalidField(await createUnchecked({ [field]: "2026-01-01" }), field);
      expect(bodyAt(await create({ [field]: 0 }), 201)[field]).toBe(0);
      expect(bodyAt(await create({ [field]: MAX_UNIX_SECONDS }), 201)[field]).toBe(MAX_UNIX_SECONDS);
    }
  });

  it("takes a notice period of 0 to 36,500 whole days", async () => {
    expectInvalidField(await create({ termination_notice_period_days: -1 }), "termination_notice_period_days");
    expectInvalidField(await create({ termination_notice_period_days: 1.5 }), "termination_notice_period_days");
    expectInvalidField(await create({ termination_notice_period_days: 36_501 }), "termination_notice_period_days");
    expect(bodyAt(await create({ termination_notice_period_days: 0 }), 201).termination_notice_period_days).toBe(0);
    expect(bodyAt(await create({ termination_notice_period_days: 36_500 }), 201).termination_notice_period_days).toBe(
      36_500,
    );
  });

  it("refuses workflow_state: new records read draft", async () => {
    for (const value of ["executed", "draft", null]) {
      const result = await create({ workflow_state: value });
      expectInvalidField(result, "workflow_state");
      expect(validationIssues(result.body)[0]?.msg).toContain("cannot be set");
    }
  });

  it("derives notice_deadline from the renewal date, else the expiration date, minus the notice period", async () => {
    const renewal = await created({
      expiration_date: JAN_2026 + 300 * DAY,
      renewal_date: JAN_2026 + 301 * DAY,
      termination_notice_period_days: 30,
    });
    expect(renewal.notice_deadline).toBe(JAN_2026 + 271 * DAY);
    const expiration = await created({ expiration_date: JAN_2026 + 300 * DAY, termination_notice_period_days: 0 });
    expect(expiration.notice_deadline).toBe(JAN_2026 + 300 * DAY);
    expect((await created({ expiration_date: JAN_2026 })).notice_deadline).toBeNull();
    expect((await created({ termination_notice_period_days: 60 })).notice_deadline).toBeNull();
  });
});

describe("contract value: an exact decimal", () => {
  const amountOf = async (amount: number | string, currency?: string) => {
    const result = await create({ contract_value_amount: amount, contract_value_currency: currency });
    expectStatus(result, 201);
    expect(bodyAt(await read(result.body.id), 200).contract_value_amount).toBe(result.body.contract_value_amount);
    return result.body.contract_value_amount;
  };

  it("round-trips decimal strings exactly, padded to the currency's minor units", async () => {
    expect(await amountOf("1234567.89", "USD")).toBe("1234567.89");
    expect(await amountOf("0.10", "USD")).toBe("0.10");
    expect(await amountOf("0.1", "USD")).toBe("0.10");
    expect(await amountOf("0.125", "USD")).toBe("0.125");
    expect(await amountOf("1000", "JPY")).toBe("1000");
    expect(await amountOf("1000.00", "JPY")).toBe("1000");
    expect(await amountOf("1.5", "BHD")).toBe("1.500");
    expect(await amountOf("0", "EUR")).toBe("0.00");
    expect(await amountOf("007.50", "USD")).toBe("7.50");
    expect(await amountOf("999999999999999", "USD")).toBe("999999999999999.00");
    expect(await amountOf("99999999999.9999", "USD")).toBe("99999999999.9999");
    // Without a currency: two decimals.
    expect(await amountOf("5")).toBe("5.00");
  });

  it("reads JSON numbers exactly (up to 15 significant digits)", async () => {
    expect(await amountOf(1234567.89, "USD")).toBe("1234567.89");
    expect(await amountOf(0.1, "USD")).toBe("0.10");
    expect(await amountOf(1000, "JPY")).toBe("1000");
    expect(await amountOf(0, "USD")).toBe("0.00");
    expect(await amountOf(123456789012345, "USD")).toBe("123456789012345.00");
  });

  it("refuses negative amounts, non-decimals, more than 15 digits or 4 decimals", async () => {
    const negative = await create({ contract_value_amount: -1 });
    expect(validationIssues(negative.body)).toEqual([
      {
        loc: ["body", "contract_value_amount"],
        msg: "Input should be greater than or equal to 0",
        type: "greater_than_equal",
      },
    ]);
    expectInvalidField(await create({ contract_value_amount: "-0.01" }), "contract_value_amount");
    for (const amount of ["abc", "1e5", "1,000.00", "", ".5", "5.", "0x10", 1e21, "0.00001", 0.00001, true, {}]) {
      expectInvalidField(await createUnchecked({ contract_value_amount: amount }), "contract_value_amount");
    }
    expectInvalidField(await create({ contract_value_amount: "1234567890123456" }), "contract_value_amount");
    expectInvalidField(await create({ contract_value_amount: 1234567890123456 }), "contract_value_amount");
    expectInvalidField(await create({ contract_value_amount: "12345678901.23456" }), "contract_value_amount");
  });

  it("takes ISO 4217 currencies only, stored upper case", async () => {
    const lower = await created({ contract_value_amount: "10", contract_value_currency: "gbp" });
    expect(lower).toMatchObject({ contract_value_currency: "GBP", contract_value_amount: "10.00" });
    for (const currency of ["ABC", "US", "USDX", "EU1", ""]) {
      expectInvalidField(await create({ contract_value_currency: currency }), "contract_value_currency");
    }
  });

  it("pads to the new currency's digits when the currency changes, never rounding", async () => {
    const contract = await created({ contract_value_amount: "1000", contract_value_currency: "JPY" });
    const inDollars = await patch(contract.id, { contract_value_currency: "USD" });
    expect(bodyAt(inDollars, 200).contract_value_amount).toBe("1000.00");
    const fractional = await created({ contract_value_amount: "10.25", contract_value_currency: "USD" });
    const inYen = await patch(fractional.id, { contract_value_currency: "JPY" });
    expect(bodyAt(inYen, 200).contract_value_amount).toBe("10.25");
  });
});

describe("the date order (invalid_term)", () => {
  it("refuses effective, term start and expiration out of order on create, naming the two fields", async () => {
    const cases: [Partial<Schemas["CreateContractRecord"]>, string, string][] = [
      [{ effective_date: JAN_2026 + DAY, term_start_date: JAN_2026 }, "term_start_date", "effective_date"],
      [{ term_start_date: JAN_2026 + DAY, expiration_date: JAN_2026 }, "expiration_date", "term_start_date"],
      [{ effective_date: JAN_2026 + DAY, expiration_date: JAN_2026 }, "expiration_date", "effective_date"],
    ];
    for (const [dates, later, earlier] of cases) {
      const result = await create(dates);
      expectCode(result, 422, "invalid_term");
      expect(errorDetail(result.body).message).toContain(later);
      expect(errorDetail(result.body).message).toContain(earlier);
    }
  });

  it("accepts equal dates and compares only the dates present (the renewal date is not among them)", async () => {
    expect(
      (await create({ effective_date: JAN_2026, term_start_date: JAN_2026, expiration_date: JAN_2026 })).status,
    ).toBe(201);
    expect((await create({ effective_date: JAN_2026 })).status).toBe(201);
    expect((await create({ expiration_date: JAN_2026, renewal_date: JAN_2026 - DAY })).status).toBe(201);
  });

  it("checks a PATCH against the stored dates", async () => {
    const contract = await created({
      effective_date: JAN_2026,
      term_start_date: JAN_2026 + 10 * DAY,
      expiration_date: JAN_2026 + 100 * DAY,
    });
    const early = await patch(contract.id, { expiration_date: JAN_2026 + 5 * DAY });
    expectCode(early, 422, "invalid_term");
    expect(errorDetail(early.body).message).toContain("expiration_date");
    expect(errorDetail(early.body).message).toContain("term_start_date");
    expectCode(await patch(contract.id, { effective_date: JAN_2026 + 11 * DAY }), 422, "invalid_term");
    expectCode(await patch(contract.id, { term_start_date: JAN_2026 + 101 * DAY }), 422, "invalid_term");
    // Clearing the date in between still compares the other two.
    expectCode(
      await patch(contract.id, { term_start_date: null, effective_date: JAN_2026 + 200 * DAY }),
      422,
      "invalid_term",
    );
    // Nothing was changed by the refusals.
    expect((await read(contract.id)).body).toMatchObject({
      effective_date: JAN_2026,
      term_start_date: JAN_2026 + 10 * DAY,
      expiration_date: JAN_2026 + 100 * DAY,
    });
    // Moving several together keeps the order.
    const moved = await patch(contract.id, {
      term_start_date: JAN_2026 + 200 * DAY,
      expiration_date: JAN_2026 + 300 * DAY,
    });
    expectStatus(moved, 200);
  });
});

describe("references", () => {
  it("answers an unknown or another organization's vendor with 400 vendor_not_found", async () => {
    for (const id of ["cbvndr_unknown", otherVendorId]) {
      const result = await create({ vendor_id: id });
      expectCode(result, 400, "vendor_not_found");
      expect(errorDetail(result.body).message).toContain("vendor_id");
    }
    const contract = await created({ vendor_id: vendorId });
    expectCode(await patch(contract.id, { vendor_id: otherVendorId }), 400, "vendor_not_found");
    expect((await patch(contract.id, { vendor_id: null })).body).toMatchObject({ vendor_id: null, vendor_name: null });
  });

  it("answers an unknown or another organization's parent, status or owner with 400 invalid_contract naming the field", async () => {
    const theirContract = bodyAt(await create({}, other.token), 201).id;
    const theirStatuses = await callApi("get", "/v1/statuses?entity=contract", { token: other.token });
    const theirStatus = bodyAt(theirStatuses, 200).items[0]?.id;
    const vendorStatuses = await callApi("get", "/v1/statuses?entity=vendor", { token: org.token });
    const vendorStatus = bodyAt(vendorStatuses, 200).items[0]?.id;
    const cases: [string, string | undefined][] = [
      ["parent_contract_id", "cbcontract_unknown"],
      ["parent_contract_id", theirContract],
      ["lifecycle_status_id", "cbst_unknown"],
      ["lifecycle_status_id", theirStatus],
      ["lifecycle_status_id", vendorStatus],
      ["owner_user_id", "cbuser_unknown"],
      ["owner_user_id", other.userId],
    ];
    for (const [field, id] of cases) {
      const result = await create({ [field]: id });
      expectCode(result, 400, "invalid_contract");
      expect(errorDetail(result.body).message, `${field} ${id}`).toContain(field);
    }
  });

  it("refuses a parent that would make a cycle", async () => {
    const msa = await created({ name: "MSA" });
    const sow = await created({ name: "SOW", contract_type: "sow", parent_contract_id: msa.id });
    const amendment = await created({ name: "Amendment", contract_type: "amendment", parent_contract_id: sow.id });
    expect(amendment.parent_contract_name).toBe("SOW");
    for (const parent of [msa.id, sow.id, amendment.id]) {
      const result = await patch(msa.id, { parent_contract_id: parent });
      expectCode(result, 400, "invalid_contract");
      expect(errorDetail(result.body).message).toContain("parent_contract_id");
    }
    // Moving a child elsewhere, or clearing the parent, is fine.
    const other = await created({ name: "Other MSA" });
    const moved = await patch(amendment.id, { parent_contract_id: other.id });
    expect(bodyAt(moved, 200).parent_contract_name).toBe("Other MSA");
    expect(bodyAt(await patch(sow.id, { parent_contract_id: null }), 200).parent_contract_id).toBeNull();
    expect(bodyAt(await patch(msa.id, { parent_contract_id: sow.id }), 200).parent_contract_id).toBe(sow.id);
  });

  it("takes a lifecycle status of the organization's contract statuses", async () => {
    const contract = await created({ lifecycle_status_id: statusIds.Active });
    const moved = await patch(contract.id, { lifecycle_status_id: statusIds.Terminated });
    expect(moved.body).toMatchObject({ lifecycle_status_id: statusIds.Terminated, lifecycle_status: "Terminated" });
    expect((await patch(contract.id, { lifecycle_status_id: null })).body).toMatchObject({
      lifecycle_status_id: null,
      lifecycle_status: null,
    });
  });
});

describe("PATCH /v1/contract-records/{contract_id}", () => {
  it("changes only the fields supplied; null clears a nullable one", async () => {
    const contract = await created({
      description: "Before",
      vendor_id: vendorId,
      counterparty_name: "Cloudy",
      expiration_date: JAN_2026 + 100 * DAY,
      termination_notice_period_days: 30,
      contract_value_amount: "100.5",
      contract_value_currency: "USD",
      auto_renew: "automatic",
    });
    const renamed = await patch(contract.id, { name: "Renamed" });
    expectStatus(renamed, 200);
    expect(renamed.body).toEqual({ ...contract, name: "Renamed", updated_at: renamed.body.updated_at });
    expect(renamed.body.updated_at).toBeGreaterThanOrEqual(contract.updated_at);

    const cleared = await patch(contract.id, { description: null, termination_notice_period_days: null });
    expect(cleared.body).toMatchObject({
      description: null,
      termination_notice_period_days: null,
      notice_deadline: null,
      counterparty_name: "Cloudy",
      contract_value_amount: "100.50",
    });
    const renewal = await patch(contract.id, {
      termination_notice_period_days: 10,
      renewal_date: JAN_2026 + 200 * DAY,
    });
    expect(bodyAt(renewal, 200).notice_deadline).toBe(JAN_2026 + 190 * DAY);
    expect(bodyAt(await patch(contract.id, { renewal_date: null }), 200).notice_deadline).toBe(JAN_2026 + 90 * DAY);
    // An empty body changes nothing.
    const same = await patch(contract.id, {});
    expect(same.status).toBe(200);
    expect(same.body).toEqual((await read(contract.id)).body);
  });

  it("refuses the same bounds as create, null for required fields and workflow_state", async () => {
    const contract = await created();
    expectInvalidField(await patch(contract.id, { name: "" }), "name");
    expectInvalidField(await patchUnchecked(contract.id, { name: null }), "name");
    expectInvalidField(await patch(contract.id, { name: "n".repeat(501) }), "name");
    expectInvalidField(await patchUnchecked(contract.id, { contract_type: null }), "contract_type");
    expectInvalidField(await patch(contract.id, { description: "d".repeat(10_001) }), "description");
    expectInvalidField(await patch(contract.id, { counterparty_name: "c".repeat(501) }), "counterparty_name");
    expectInvalidField(await patch(contract.id, { contract_value_amount: -5 }), "contract_value_amount");
    expectInvalidField(await patch(contract.id, { contract_value_currency: "XYZ" }), "contract_value_currency");
    expectInvalidField(await patch(contract.id, { workflow_state: "executed" }), "workflow_state");
    expectInvalidField(await patchUnchecked(contract.id, { is_archived: "yes" }), "is_archived");
    expect((await read(contract.id)).body).toEqual(contract);
  });

  it("archives and restores: archived records stay readable by ID", async () => {
    const contract = await created({ name: "To archive" });
    const archived = await patch(contract.id, { is_archived: true });
    expect(bodyAt(archived, 200).is_archived).toBe(true);
    expect(bodyAt(await read(contract.id), 200).is_archived).toBe(true);
    const restored = await patch(contract.id, { is_archived: false });
    expect(bodyAt(restored, 200).is_archived).toBe(false);
  });

  it("answers an unknown or another organization's contract 404 contract_not_found, before reading the body", async () => {
    const theirs = bodyAt(await create({ name: "Theirs" }, other.token), 201);
    expectCode(await read(theirs.id), 404, "contract_not_found");
    expectCode(await read("cbcontract_unknown"), 404, "contract_not_found");
    expectCode(await patch(theirs.id, { name: "Mine now" }), 404, "contract_not_found");
    expectCode(await patch(theirs.id, { name: "" }), 404, "contract_not_found");
    expectCode(await patch("cbcontract_unknown", { name: "x" }), 404, "contract_not_found");
    expect(bodyAt(await read(theirs.id, other.token), 200).name).toBe("Theirs");
  });
});

describe("access", () => {
  it("lets a guest read contracts but not write them; members and keys write", async () => {
    const contract = await created({ name: "Guarded" });
    const [guest, member] = await Promise.all([createMember(org, "org:guest"), createMember(org, "org:member")]);
    expect((await read(contract.id, guest.token)).status).toBe(200);
    expect((await call("/v1/contract-records", { token: guest.token })).status).toBe(200);
    expectCode(await create({}, guest.token), 403, "insufficient_role");
    expectCode(await patch(contract.id, { name: "Guest edit" }, guest.token), 403, "insufficient_role");
    const byMember = await create({ name: "Member's" }, member.token);
    expect(byMember.body).toMatchObject({ owner_user_id: member.userId, owner_name: "Mo Member" });
    expect((await patch(contract.id, { name: "Member edit" }, member.token)).status).toBe(200);
  });
});

describe("the change log (entity_type contract_record)", () => {
  it("records create, update, archive and restore with field-level before and after", async () => {
    const contract = await created({
      name: "Logged MSA",
      vendor_id: vendorId,
      expiration_date: JAN_2026,
      contract_value_amount: "0.10",
      contract_value_currency: "USD",
    });
    await patch(contract.id, { name: "Logged MSA v2", contract_value_amount: "1234567.89", description: "Added" });
    await patch(contract.id, { name: "Logged MSA v2" }); // no change: nothing recorded
    await patch(contract.id, { is_archived: true });
    await patch(contract.id, { is_archived: false });

    const entries = await changesOf(org, "contract_record", contract.id);
    expect(entries.map((entry) => entry.action)).toEqual(["restored", "archived", "updated", "created"]);
    const [restoredEntry, archivedEntry, updatedEntry, createdEntry] = entries;
    expect(createdEntry).toMatchObject({
      entity_type: "contract_record",
      entity_id: contract.id,
      entity_name: "Logged MSA",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(changeOf(createdEntry, "name")).toEqual({ field: "name", before: null, after: "Logged MSA" });
    expect(changeOf(createdEntry, "contract_value_amount")).toEqual({
      field: "contract_value_amount",
      before: null,
      after: "0.10",
    });
    expect(changeOf(createdEntry, "workflow_state")?.after).toBe("draft");
    expect(changeOf(createdEntry, "vendor_id")?.after).toBe(vendorId);
    // The names shown beside IDs are not the contract's own fields.
    expect(changeOf(createdEntry, "vendor_name")).toBeUndefined();

    expect(updatedEntry?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: "Logged MSA", after: "Logged MSA v2" },
        { field: "contract_value_amount", before: "0.10", after: "1234567.89" },
        { field: "description", before: null, after: "Added" },
      ]),
    );
    expect(updatedEntry?.changes).toHaveLength(3);
    expect(archivedEntry?.changes).toEqual([{ field: "is_archived", before: false, after: true }]);
    expect(restoredEntry?.changes).toEqual([{ field: "is_archived", before: true, after: false }]);
  });

  it("names a key as the actor of its changes", async () => {
    const key = await createKey(org, { name: "Contract sync" });
    const contract = bodyAt(await create({ name: "Synced" }, key.secret), 201);
    const [entry] = await changesOf(org, "contract_record", contract.id);
    expect(entry?.actor).toMatchObject({ type: "api_key", id: key.id, name: "Contract sync" });
  });
});
