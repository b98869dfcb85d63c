import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "@/lib/ids";
import { createKey, createOrg, createVendor } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import { insertPortal } from "@/lib/testing/records";
import { PORTAL_FIELDS } from "./testing";

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describe("GET /v1/portals", () => {
  it("lists newest first with ties by id, deriving state from status, due date and paused", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const key = await createKey(org);
    const vendor = (await createVendor(org)).id;
    await insertPortal(other, (await createVendor(other)).id);
    const created = at(-10 * HOUR);
    const open = await insertPortal(org, vendor, { dueAt: at(24 * HOUR), createdAt: at(-HOUR), displayName: "IRQ" });
    const overdue = await insertPortal(org, vendor, { dueAt: at(-HOUR), createdAt: created });
    const pausedLate = await insertPortal(org, vendor, { dueAt: at(-HOUR), paused: true, createdAt: created });
    const analyzingLate = await insertPortal(org, vendor, {
      status: "analyzing",
      dueAt: at(-HOUR),
      createdAt: at(-20 * HOUR),
    });
    const submitted = await insertPortal(org, vendor, {
      status: "submitted",
      submittedAt: at(-2 * HOUR),
      dueAt: at(-HOUR),
      type: "vendor_onboarding",
      createdAt: at(-30 * HOUR),
    });
    const closed = await insertPortal(org, vendor, { status: "closed", createdAt: at(-40 * HOUR) });

    const result = await callApi("get", "/v1/portals", { token: key.secret });
    expectStatus(result, 200);
    expect(Object.keys(result.body).sort()).toEqual(["items", "limit", "offset", "total"]);
    expect([result.body.total, result.body.limit, result.body.offset]).toEqual([6, 50, 0]);
    const tied = [overdue, pausedLate].sort().reverse();
    expect(result.body.items.map((item) => item.id)).toEqual([open, ...tied, analyzingLate, submitted, closed]);
    const byId = new Map(result.body.items.map((item) => [item.id, item]));
    const portal = (id: string) => {
      const item = byId.get(id);
      if (!item) {
        throw new Error(`portal ${id} not listed`);
      }
      return item;
    };
    expect(Object.keys(portal(open)).sort()).toEqual(PORTAL_FIELDS);
    expect(portal(open)).toMatchObject({
      type: "irq",
      state: "open",
      status: "open",
      display_name: "IRQ",
      vendor_id: vendor,
      assessment_id: null,
      reference: null,
      paused: false,
      submitted_at: null,
    });
    expect(portal(open).url).toMatch(new RegExp(`^https?://.+/portal/${open}$`));
    expect(portal(overdue).state).toBe("overdue");
    expect(portal(pausedLate).state).toBe("open");
    expect(portal(analyzingLate)).toMatchObject({ state: "overdue", status: "analyzing" });
    expect(portal(submitted)).toMatchObject({ state: "submitted", type: "vendor_onboarding" });
    expect(portal(submitted).submitted_at).toBeGreaterThan(0);
    expect(portal(closed).state).toBe("closed");

    const ids = async (query: `?${string}`) => {
      const listed = await callApi("get", `/v1/portals${query}`, { token: org.token });
      expectStatus(listed, 200);
      return listed.body.items.map((item) => item.id);
    };
    expect(await ids("?state=overdue")).toEqual([overdue, analyzingLate]);
    expect(await ids("?state=open")).toEqual([open, pausedLate]);
    expect(await ids("?state=submitted")).toEqual([submitted]);
    expect(await ids("?state=closed")).toEqual([closed]);
    expect(await ids("?type=vendor_onboarding")).toEqual([submitted]);
    expect(await ids(`?vendor_id=${(await createVendor(org)).id}`)).toEqual([]);
    const page = await callApi("get", "/v1/portals?state=overdue&limit=1&offset=1", { token: org.token });
    expectStatus(page, 200);
    expect([page.body.total, page.body.items.map((item) => item.id)]).toEqual([2, [analyzingLate]]);
  });

  it("answers 422 for bad filters and page bounds", async () => {
    const org = await createOrg();
    for (const query of ["?state=late", "?type=signing", "?limit=0", "?limit=201", "?offset=-1"]) {
      expect((await call(`/v1/portals${query}`, { token: org.token })).status, query).toBe(422);
    }
    expect((await call("/v1/portals?limit=200", { token: org.token })).status).toBe(200);
  });
});

describe("portal fields", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the assessment as a cbassm_ identifier (the prefix portal records use)", async () => {
    const org = await createOrg();
    const assessmentId = newId("assessment");
    const id = await insertPortal(org, (await createVendor(org)).id, { assessmentId });
    const read = await callApi("get", `/v1/portals/${id}`, { token: org.token });
    expectStatus(read, 200);
    expect(read.body.assessment_id).toBe(`cbassm_${assessmentId.slice("cbqsrw_".length)}`);
    expect(read.body.assessment_id).toMatch(/^cbassm_[0-9a-f]{32}$/);
  });

  it("filters on the same instant it derives state at, whatever the database clock says", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    const vendor = (await createVendor(org)).id;
    const portal = await insertPortal(org, vendor, { dueAt: at(10 * 60 * 1000) });
    // The application's clock is 20 minutes ahead of the database's: the request is overdue by it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(20 * 60 * 1000));
    const overdue = await callApi("get", `/v1/portals?vendor_id=${vendor}&state=overdue`, { token: key.secret });
    const open = await callApi("get", `/v1/portals?vendor_id=${vendor}&state=open`, { token: key.secret });
    vi.useRealTimers();
    expectStatus(overdue, 200);
    expectStatus(open, 200);
    expect(overdue.body.items.map((item) => [item.id, item.state])).toEqual([[portal, "overdue"]]);
    expect([open.body.total, open.body.items]).toEqual([0, []]);
  });
});

describe("GET /v1/portals/{portal_id}", () => {
  it("returns the portal, or 404 portal_not_found when unknown or another organization's", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const mine = await insertPortal(org, (await createVendor(org)).id, { type: "rfp" });
    const read = await callApi("get", `/v1/portals/${mine}`, { token: org.token });
    expectStatus(read, 200);
    expect([read.body.id, read.body.type, read.body.state]).toEqual([mine, "rfp", "open"]);
    const theirs = await insertPortal(other, (await createVendor(other)).id);
    for (const id of [theirs, "cbsbpt_00000000000000000000000000000000"]) {
      const result = await callApi("get", `/v1/portals/${id}`, { token: org.token });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("portal_not_found");
    }
  });
});
