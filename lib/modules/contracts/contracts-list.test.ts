import { beforeAll, describe, expect, it } from "vitest";
import { MAX_UNIX_SECONDS } from "@/lib/api/timestamps";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { untilDatabaseClockPasses } from "@/lib/testing/clock";
import { createKey, createOrg, createUser, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { contractRecords } from "./tables";

/**
 * GET /v1/contract-records: the page bounds, every filter and sort, isolation between organizations,
 * and the contract_records module switch (routes, export, navigation, change log).
 */

let org: TestOrg;
let other: TestOrg;
let vendorA: string;
let vendorB: string;
let ownerId: string;
let statusIds: Record<string, string>;
/** The org's contracts by label, created in this order (the last is the newest). */
const ids: Record<string, string> = {};
let order: string[];

const DAY = 86_400;
const T0 = 1_800_000_000;

const list = (query: `?${string}` | "" = "", token = org.token) =>
  callApi("get", `/v1/contract-records${query}`, { token });
type ListResult = Awaited<ReturnType<typeof list>>;
const idsOf = (result: ListResult) => bodyAt(result, 200).items.map((item) => item.id);
const labelsOf = (result: ListResult) => {
  const byId = new Map(Object.entries(ids).map(([label, id]) => [id, label]));
  return idsOf(result).map((id) => byId.get(id) ?? id);
};
const getContract = (id: string | undefined, token = org.token) =>
  callApi("get", `/v1/contract-records/${id}`, { token });

async function createContract(label: string, body: Partial<Schemas["CreateContractRecord"]>, owner = org) {
  const result = await callApi("post", "/v1/contract-records", {
    token: owner.token,
    body: { name: label, contract_type: "msa", ...body },
  });
  expectStatus(result, 201);
  // The next contract is stamped later, so "newest first" is one order.
  await untilDatabaseClockPasses(contractRecords, result.body.id);
  return result.body.id;
}

const setContractRecords = async (on: boolean) => {
  const result = await call(`/v1/org/${org.orgId}`, { token: org.token, body: { modules: { contract_records: on } } });
  expect(result.status, result.text).toBe(200);
};

const notEnabled = {
  detail: { code: "not_enabled", message: "The contract_records module is not enabled for this organization." },
};

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Contract List Org"), createOrg("Other Contract List Org")]);
  [vendorA, vendorB, ownerId] = await Promise.all([
    createVendor(org, { name: "Vendor A" }).then((vendor) => vendor.id),
    createVendor(org, { name: "Vendor B" }).then((vendor) => vendor.id),
    createUser(org, { first_name: "Owen", last_name: "Owner" }).then((user) => user.id),
  ]);
  const statuses = await callApi("get", "/v1/statuses?entity=contract", { token: org.token });
  statusIds = Object.fromEntries(bodyAt(statuses, 200).items.map((status) => [status.name, status.id]));

  ids.msa = await createContract("Alpha MSA", {
    vendor_id: vendorA,
    counterparty_name: "Alpha Holdings 100%",
    expiration_date: T0 + 300 * DAY,
    termination_notice_period_days: 60,
    auto_renew: "automatic",
    lifecycle_status_id: statusIds.Active,
  });
  ids.sow = await createContract("Alpha SOW", {
    contract_type: "sow",
    vendor_id: vendorA,
    parent_contract_id: ids.msa,
    expiration_date: T0 + 100 * DAY,
    renewal_date: T0 + 200 * DAY,
    termination_notice_period_days: 10,
    auto_renew: "manual",
    owner_user_id: ownerId,
  });
  ids.nda = await createContract("Beta NDA", {
    contract_type: "nda",
    vendor_id: vendorB,
    counterparty_name: "beta_corp",
    expiration_date: T0 + 100 * DAY,
    auto_renew: "none",
    lifecycle_status_id: statusIds.Expiring,
  });
  ids.dpa = await createContract("Gamma DPA", {
    contract_type: "dpa",
    expiration_date: T0 + 50 * DAY,
    termination_notice_period_days: 0,
    owner_user_id: null,
  });
  ids.archived = await createContract("Old archived MSA", {
    vendor_id: vendorA,
    expiration_date: T0,
    termination_notice_period_days: 1,
  });
  await callApi("patch", `/v1/contract-records/${ids.archived}`, {
    token: org.token,
    body: { is_archived: true },
  });
  ids.bare = await createContract("Bare order form", { contract_type: "order_form" });
  order = ["bare", "dpa", "nda", "sow", "msa"];
  // Another organization's contracts: never listed, never counted.
  await createContract("Alpha MSA of another org", { expiration_date: T0, termination_notice_period_days: 1 }, other);
});

describe("GET /v1/contract-records: the page", () => {
  it("lists newest first, archived left out, in the {items, total, limit, offset} envelope", async () => {
    const result = await list();
    expectStatus(result, 200);
    expect(labelsOf(result)).toEqual(order);
    expect(result.body).toMatchObject({ total: 5, limit: 50, offset: 0 });
    const sow = result.body.items.find((item) => item.id === ids.sow);
    expect(sow).toMatchObject({
      vendor_name: "Vendor A",
      parent_contract_name: "Alpha MSA",
      owner_name: "Owen Owner",
      notice_deadline: T0 + 190 * DAY,
      workflow_state: "draft",
      engagement_ids: [],
    });
    expect(sow).toEqual((await getContract(ids.sow)).body);
  });

  it("includes archived records with include_archived", async () => {
    const result = await list("?include_archived=true");
    expect(labelsOf(result)).toEqual(["bare", "archived", "dpa", "nda", "sow", "msa"]);
    expect(bodyAt(result, 200).total).toBe(6);
    expect(bodyAt(await list("?include_archived=false"), 200).total).toBe(5);
    expect((await list("?include_archived=maybe")).status).toBe(422);
    // Still readable by ID.
    expect(bodyAt(await getContract(ids.archived), 200).is_archived).toBe(true);
  });

  it("bounds limit at 1 to 200 and offset at 0 or more", async () => {
    for (const query of [
      "?limit=0",
      "?limit=201",
      "?limit=-1",
      "?limit=abc",
      "?limit=1.5",
      "?offset=-1",
      "?offset=x",
    ] as const) {
      const result = await list(query);
      expect(result.status, query).toBe(422);
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc[0], query).toBe("query");
    }
    const one = await list("?limit=1");
    expect(one.body).toMatchObject({ limit: 1, offset: 0, total: 5 });
    expect(labelsOf(one)).toEqual(["bare"]);
    expect((await list("?limit=200")).body).toMatchObject({ limit: 200, total: 5 });
    const page = await list("?limit=2&offset=2");
    expect(labelsOf(page)).toEqual(["nda", "sow"]);
    const past = await list("?offset=50");
    expect(past.body).toMatchObject({ items: [], total: 5, offset: 50 });
  });
});

describe("GET /v1/contract-records: filters", () => {
  const cases: [string, string[]][] = [
    ["vendor_id=VENDOR_A", ["sow", "msa"]],
    ["vendor_id=cbvndr_unknown", []],
    [`expiring_before=${T0 + 100 * DAY}`, ["dpa"]],
    [`expiring_before=${T0 + 100 * DAY + 1}`, ["dpa", "nda", "sow"]],
    [`notice_deadline_before=${T0 + 190 * DAY}`, ["dpa"]],
    [`notice_deadline_before=${T0 + 190 * DAY + 1}`, ["dpa", "sow"]],
    [`notice_deadline_before=${MAX_UNIX_SECONDS}`, ["dpa", "sow", "msa"]],
    ["auto_renew=automatic", ["msa"]],
    ["auto_renew=none", ["nda"]],
    ["contract_type=sow", ["sow"]],
    ["contract_type=msa", ["msa"]],
    ["lifecycle_status_id=ACTIVE", ["msa"]],
    ["lifecycle_status_id=cbst_unknown", []],
    ["owner_user_id=OWNER", ["sow"]],
    ["parent_contract_id=MSA", ["sow"]],
    ["q=alpha", ["sow", "msa"]],
    ["q=ALPHA%20s", ["sow"]],
    ["q=BETA_CORP", ["nda"]],
    ["q=100%25", ["msa"]],
    ["q=_", ["nda"]],
    ["q=no%20such%20thing", []],
    ["vendor_id=VENDOR_A&contract_type=msa", ["msa"]],
    ["vendor_id=VENDOR_A&include_archived=true", ["archived", "sow", "msa"]],
  ];

  it.each(cases)("?%s", async (query, expected) => {
    const filled = query
      .replace("VENDOR_A", vendorA)
      .replace("ACTIVE", statusIds.Active ?? "")
      .replace("OWNER", ownerId)
      .replace("=MSA", `=${ids.msa}`);
    const result = await list(`?${filled}`);
    expectStatus(result, 200);
    expect(labelsOf(result)).toEqual(expected);
    expect(result.body.total).toBe(expected.length);
  });

  it("refuses filter values outside their bounds", async () => {
    for (const query of [
      "expiring_before=-1",
      `expiring_before=${MAX_UNIX_SECONDS + 1}`,
      "expiring_before=tomorrow",
      "notice_deadline_before=1.5",
      "auto_renew=sometimes",
      "contract_type=lease",
      `q=${"q".repeat(201)}`,
      "sort=name",
    ]) {
      const result = await list(`?${query}`);
      expect(result.status, query).toBe(422);
    }
    expect((await list(`?q=${"q".repeat(200)}`)).status).toBe(200);
  });
});

describe("GET /v1/contract-records: sort", () => {
  it("sorts by expiration_date, earliest first, ties by ID, contracts without one last", async () => {
    const result = await list("?sort=expiration_date");
    const [first, second, third] = [ids.dpa, ...[ids.nda, ids.sow].sort()];
    expect(idsOf(result)).toEqual([first, second, third, ids.msa, ids.bare]);
    expect(labelsOf(await list("?sort=expiration_date&include_archived=true"))[0]).toBe("archived");
  });

  it("sorts by notice_deadline, earliest first, contracts without one last (ties by ID)", async () => {
    const result = await list("?sort=notice_deadline");
    const withoutDeadline = [ids.nda, ids.bare].sort();
    expect(idsOf(result)).toEqual([ids.dpa, ids.sow, ids.msa, ...withoutDeadline]);
    const items = bodyAt(result, 200).items;
    expect(items.map((item) => item.notice_deadline)).toEqual([
      T0 + 50 * DAY,
      T0 + 190 * DAY,
      T0 + 240 * DAY,
      null,
      null,
    ]);
  });

  it("pages a sorted list without gaps or repeats", async () => {
    const all = idsOf(await list("?sort=notice_deadline&include_archived=true"));
    const pages = [];
    for (let offset = 0; offset < all.length; offset += 2) {
      pages.push(...idsOf(await list(`?sort=notice_deadline&include_archived=true&limit=2&offset=${offset}`)));
    }
    expect(pages).toEqual(all);
  });

  it("is newest first by created_at by default and with sort=created_at", async () => {
    expect(idsOf(await list("?sort=created_at"))).toEqual(idsOf(await list()));
  });
});

describe("isolation", () => {
  it("never lists or counts another organization's contracts, and answers their IDs 404", async () => {
    const theirs = await list("", other.token);
    expectStatus(theirs, 200);
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.items[0]?.name).toBe("Alpha MSA of another org");
    expect(bodyAt(await list("?q=another%20org"), 200).total).toBe(0);
    const allOfOurs = await list(`?notice_deadline_before=${MAX_UNIX_SECONDS}&include_archived=true`);
    expect(bodyAt(allOfOurs, 200).total).toBe(4);
    const theirId = theirs.body.items[0]?.id;
    expect((await getContract(theirId)).status).toBe(404);
    expect(bodyAt(await list(`?parent_contract_id=${theirId}`), 200).total).toBe(0);
    expect(bodyAt(await getContract(ids.msa, other.token), 404).detail.code).toBe("contract_not_found");
    expect(bodyAt(await list(`?vendor_id=${vendorA}`, other.token), 200).total).toBe(0);
  });
});

describe("the contract_records module switch", () => {
  it("answers every route and the export report 404 not_enabled while off, and shows everything again once on", async () => {
    const key = await createKey(org);
    await setContractRecords(false);
    try {
      const calls: [string, { method?: string; body?: unknown; token?: string }][] = [
        ["/v1/contract-records", {}],
        ["/v1/contract-records?limit=0", {}],
        [`/v1/contract-records/${ids.msa}`, {}],
        ["/v1/contract-records/cbcontract_unknown", {}],
        ["/v1/contract-records", { body: { name: "While off", contract_type: "msa" } }],
        ["/v1/contract-records", { body: { wrong: 1 } }],
        [`/v1/contract-records/${ids.msa}`, { method: "PATCH", body: { name: "While off" } }],
        [`/v1/contract-records/${ids.msa}`, { method: "PATCH", body: { name: "" } }],
        ["/v1/export/contract_records", {}],
        ["/v1/export/contract_records?format=csv", {}],
        ["/v1/contract-records", { token: key.secret }],
      ];
      for (const [path, options] of calls) {
        const result = await call(path, { token: org.token, ...options });
        expect([result.status, result.body], `${options.method ?? "GET"} ${path}`).toEqual([404, notEnabled]);
      }
      const reports = await callApi("get", "/v1/export", { token: org.token });
      expect(bodyAt(reports, 200).data.map((report) => report.slug)).not.toContain("contract_records");
      const navigation = await callApi("get", "/v1/navigation", { token: org.token });
      expect(bodyAt(navigation, 200).items.map((item) => item.href)).not.toContain("/contracts");
      expect(await changesOf(org, "contract_record", ids.msa ?? "")).toEqual([]);
      // Another organization keeps its module on; the rest of this one is untouched.
      expect((await list("", other.token)).status).toBe(200);
      expect((await call("/v1/vendors", { token: org.token })).status).toBe(200);
    } finally {
      await setContractRecords(true);
    }
    expect(labelsOf(await list())).toEqual(order);
    expect(bodyAt(await getContract(ids.msa), 200).name).toBe("Alpha MSA");
    expect((await changesOf(org, "contract_record", ids.msa ?? "")).map((entry) => entry.action)).toEqual(["created"]);
    const navigation = await callApi("get", "/v1/navigation", { token: org.token });
    expect(bodyAt(navigation, 200).items).toContainEqual(
      expect.objectContaining({ label: "Contracts", href: "/contracts", icon: expect.any(String) }),
    );
    expect((await call("/v1/export/contract_records", { token: org.token })).status).toBe(200);
  });
});

describe("GET /v1/export/contract_records", () => {
  it("exports the organization's contracts, archived included, oldest first, with exact amounts", async () => {
    const priced = await createContract("Priced", {
      vendor_id: vendorB,
      contract_value_amount: "0.10",
      contract_value_currency: "USD",
    });
    const yen = await createContract("Yen", { contract_value_amount: 1000, contract_value_currency: "JPY" });
    const big = await createContract("Big", { contract_value_amount: "1234567.89" });
    const result = await callApi("get", "/v1/export/contract_records", { token: org.token });
    expectStatus(result, 200);
    expect(result.body).toMatchObject({ base_object: "contract_record", total_count: 9 });
    const rows = result.body.data;
    expect(rows.map((row) => row["Contract ID"])).toEqual([
      ids.msa,
      ids.sow,
      ids.nda,
      ids.dpa,
      ids.archived,
      ids.bare,
      priced,
      yen,
      big,
    ]);
    expect(rows[1]).toMatchObject({
      "Contract Name": "Alpha SOW",
      "Contract Type": "sow",
      "Supplier ID": vendorA,
      "Supplier Name": "Vendor A",
      "Parent Contract ID": ids.msa,
      "Workflow State": "draft",
      "Expiration Date": T0 + 100 * DAY,
      "Renewal Date": T0 + 200 * DAY,
      "Notice Period (Days)": 10,
      "Notice Deadline": T0 + 190 * DAY,
      "Auto Renew": "manual",
      Archived: false,
    });
    expect(rows[0]).toMatchObject({ "Lifecycle Status": "Active" });
    expect(rows[4]).toMatchObject({ Archived: true });
    expect(rows.slice(6).map((row) => [row["Contract Value"], row.Currency])).toEqual([
      ["0.10", "USD"],
      ["1000", "JPY"],
      ["1234567.89", null],
    ]);
    const theirs = await callApi("get", "/v1/export/contract_records", { token: other.token });
    expect(bodyAt(theirs, 200).total_count).toBe(1);
  });
});
