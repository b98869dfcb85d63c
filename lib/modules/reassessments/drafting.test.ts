import { beforeAll, describe, expect, it } from "vitest";
import { changesOf } from "@/lib/testing/change-log";
import { postDocument } from "@/lib/testing/documents";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createVendors, draftReassessment, recordTestRadarEvent } from "./testing";

let org: TestOrg;
let other: TestOrg;
let vendorIds: string[];
let eventId: string;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Drafting Defaults Org"), createOrg("Drafting Other Org")]);
  vendorIds = await createVendors(org, 4);
  ({ eventId } = await recordTestRadarEvent(org, vendorIds.slice(0, 3)));
});

/** The vendor's alert on the event, which it must have. */
const alertOf = async (vendorId: string) => {
  const page = await callApi("get", `/v1/radar/alerts?event_id=${eventId}&vendor_id=${vendorId}&is_dismissed=false`, {
    token: org.token,
  });
  expectStatus(page, 200);
  const [alert] = page.body.items;
  if (!alert) {
    throw new Error(`vendor ${vendorId} has no alert on the event`);
  }
  return alert;
};

describe("drafting a reassessment from an event (extensions)", () => {
  it("starts vendors whose alert on the event was dismissed excluded, with the reason, severity and state shown", async () => {
    const [active, dismissed, suppressedByText, unalerted] = vendorIds as [string, string, string, string];
    const dismissedAlert = await alertOf(dismissed);
    const textOnly = await alertOf(suppressedByText);
    for (const [alert, body] of [
      [dismissedAlert, { reason_code: "risk_accepted", reason: "Covered by the DPA" }],
      [textOnly, { reason: "Old news" }],
    ] as const) {
      const result = await callApi("post", `/v1/radar/alerts/${alert.id}/dismiss`, { token: org.token, body });
      expectStatus(result, 200);
    }
    const upload = await postDocument(org.token, { name: "soc2.txt", bytes: "SOC 2 report" }, { vendor_id: active });
    expect(upload.status, upload.text).toBe(201);

    const created = await draftReassessment(org, {
      radar_event_id: eventId,
      vendor_ids: [active, dismissed, suppressedByText, unalerted],
    });
    const entries = created.vendors.map((entry) => ({
      vendor_id: entry.vendor_id,
      included: entry.included,
      alert: entry.alert,
      document_count: entry.document_count,
    }));
    const activeAlert = await alertOf(active);
    expect(entries).toEqual([
      {
        vendor_id: active,
        included: true,
        alert: {
          id: activeAlert.id,
          severity: "high",
          state: "active",
          dismiss_reason_code: null,
          dismiss_reason: null,
          dismissed_by: null,
        },
        document_count: 1,
      },
      {
        vendor_id: dismissed,
        included: false,
        alert: {
          id: dismissedAlert.id,
          severity: "high",
          state: "dismissed",
          dismiss_reason_code: "risk_accepted",
          dismiss_reason: "Covered by the DPA",
          dismissed_by: "Ada Admin",
        },
        document_count: 0,
      },
      {
        vendor_id: suppressedByText,
        included: false,
        alert: expect.objectContaining({ state: "dismissed", dismiss_reason_code: null, dismiss_reason: "Old news" }),
        document_count: 0,
      },
      { vendor_id: unalerted, included: true, alert: null, document_count: 0 },
    ]);
    // The change log's summary counts the exclusions.
    const [entry] = await changesOf(org, "reassessment", created.id);
    expect(entry?.action).toBe("created");
    const got = await callApi("get", `/v1/reassessments/${created.id}`, { token: org.token });
    expect(bodyAt(got, 200).vendors).toEqual(created.vendors);

    // An excluded vendor can be included again by hand.
    const included = await callApi("post", `/v1/reassessments/${created.id}/vendor_inclusion`, {
      token: org.token,
      body: { vendor_id: dismissed, included: true },
    });
    expect(bodyAt(included, 200).vendors[1]).toMatchObject({ vendor_id: dismissed, included: true });
  });

  it("shows the alert state in the list too, and never another organization's reassessment", async () => {
    const listed = await callApi("get", `/v1/reassessments?radar_event_id=${eventId}`, { token: org.token });
    expectStatus(listed, 200);
    const [first] = listed.body.items;
    expect(first?.vendors[2]).toMatchObject({ included: false, alert: { state: "dismissed" } });
    const foreign = await callApi("get", `/v1/reassessments/${first?.id}`, { token: other.token });
    expect(bodyAt(foreign, 404).detail.code).toBe("reassessment_not_found");
    const theirs = await callApi("get", `/v1/reassessments?radar_event_id=${eventId}`, { token: other.token });
    expect(bodyAt(theirs, 200).total).toBe(0);
  });
});
