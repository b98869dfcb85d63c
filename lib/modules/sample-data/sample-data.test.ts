import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { type WatchedTransaction, watchTransactions } from "@/lib/db/transaction-watch";
import { domainEvents } from "@/lib/events/tables";
import { JobWorker } from "@/lib/jobs";
import { extractText } from "@/lib/modules/documents/extract";
import { users } from "@/lib/modules/users/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { TEST_PASSWORD, uniqueEmail } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { SAMPLE_ADVISORY, SAMPLE_BOMS } from "./boms";
import { sampleContractCount } from "./contracts";
import { SAMPLE_INTAKE_REQUESTS } from "./intake";
import { SAMPLE_VENDOR_COUNT } from "./load";
import { RADAR_EVENT_PLANS, REASSESSED_EVENT, REASSESSMENT_TITLE } from "./radar-plan";
import { EVIDENCE_PLANS, FINDING_PLANS } from "./risk-plan";
import { SAMPLE_PENDING_NEW_ACCOUNT, SAMPLE_PROFILES, SAMPLE_SUSPICIOUS_CHANGE } from "./supplier-profile-plan";
import { SAMPLE_ZERO_TOUCH_REVIEWS, SAMPLE_ZERO_TOUCH_RUNS } from "./zero-touch";

// Signing up with sample data takes seconds (the portfolio and its risk program are written step by
// step after the organization), so tests that sign up get a longer timeout.
const SIGNUP_TEST_TIMEOUT = 90_000;
const PLANNED_DOCUMENTS = EVIDENCE_PLANS.reduce((total, plan) => total + plan.documents.length, 0);

async function signUp(sampleData: boolean) {
  const email = uniqueEmail("sample");
  const body = { organization_name: "Sample Co", email, password: TEST_PASSWORD, sample_data: sampleData };
  const signup = await call<Schemas["SignupResult"]>("/api/auth/signup", { body });
  expect(signup.status, signup.text).toBe(201);
  const token = await call<Schemas["Token"]>("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  return {
    orgId: signup.body.organization_id,
    userId: signup.body.user_id,
    token: token.body.access_token,
  };
}

const countOf = <T>(values: T[]) =>
  values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>());

/** The most rows one step of the load writes: one catalog entry (the largest, the radar's dates, about 110). */
const STEP_ROWS = 150;

// One sample organization serves every check that only reads it; isolation gets its own pair.
let org: Awaited<ReturnType<typeof signUp>>;
let signupTransactions: WatchedTransaction[];
beforeAll(async () => {
  const watch = watchTransactions();
  try {
    org = await signUp(true);
  } finally {
    watch.stop();
  }
  signupTransactions = watch.transactions;
}, SIGNUP_TEST_TIMEOUT);

describe("loading the sample portfolio", () => {
  it("commits the organization first, then the portfolio in short steps, each its own transaction", () => {
    const [organization, ...steps] = signupTransactions;
    expect(organization?.writes.organizations).toBe(1);
    expect(organization?.writes.vendors).toBeUndefined();
    expect(steps.length).toBeGreaterThan(SAMPLE_VENDOR_COUNT);
    const largest = Math.max(...steps.map((step) => step.rowsWritten));
    expect(largest).toBeLessThanOrEqual(STEP_ROWS);
    // One vendor per step, not the catalog at once.
    expect(Math.max(...steps.map((step) => step.inserts.vendors ?? 0))).toBe(1);
  });
});

describe("signup with sample_data", () => {
  it(
    "creates a realistic portfolio of about 60 vendors, visible through GET /v1/vendors",
    async () => {
      expect(SAMPLE_VENDOR_COUNT).toBe(60);
      const list = await callApi("get", "/v1/vendors?limit=200&include_custom_fields=true", { token: org.token });
      expectStatus(list, 200);
      expect(list.body.total).toBe(60);
      const vendors = list.body.items;
      expect(new Set(vendors.map((vendor) => vendor.name)).size).toBe(60);

      const statuses = countOf(vendors.map((vendor) => vendor.status));
      expect([...statuses.keys()].sort()).toEqual(["Active", "Offboarded", "Prospective", "Under review"]);
      expect(statuses.get("Active")).toBeGreaterThan(30);
      const industries = new Set(vendors.flatMap((vendor) => vendor.tags).filter((tag) => tag !== "Critical supplier"));
      expect(industries.size).toBeGreaterThanOrEqual(10);
      expect(vendors.every((vendor) => vendor.primary_contact?.email.endsWith(".example"))).toBe(true);
      expect(
        vendors.every((vendor) => vendor.custom_fields.some((entry) => entry.field_name === "Data classification")),
      ).toBe(true);
      const prospective = vendors.find((vendor) => vendor.status === "Prospective");
      expect(prospective?.custom_fields.map((entry) => entry.field_name)).not.toContain("Annual spend (USD)");

      const detail = bodyAt(await callApi("get", `/v1/vendors/${vendors[0]?.id}`, { token: org.token }), 200);
      expect(detail.services.length).toBeGreaterThan(0);
      expect(detail.services[0]?.custom_fields).toEqual([
        expect.objectContaining({ field_name: "Data classification", field_type: "select" }),
      ]);
      expect(detail.risk_analyst_ids).toHaveLength(1);
      expect(detail.relationship_owner_ids).toHaveLength(1);
      expect(detail.inherent_risk_level_id).toMatch(/^cbsclvl_/);

      const fields = bodyAt(await callApi("get", "/v1/custom-fields?target=vendor", { token: org.token }), 200);
      expect(fields.items.map((field) => field.field_name)).toEqual([
        "Annual spend (USD)",
        "Contract renewal",
        "Data classification",
        "Regions served",
        "Business owner",
      ]);

      const [members] = await db().select({ total: count() }).from(users).where(eq(users.orgId, org.orgId));
      expect(members?.total).toBe(6);
      const [created] = await db()
        .select({ total: count() })
        .from(domainEvents)
        .where(and(eq(domainEvents.orgId, org.orgId), eq(domainEvents.eventType, "Vendor.Created")));
      expect(created?.total).toBe(60);
    },
    SIGNUP_TEST_TIMEOUT,
  );

  it(
    "leaves a plain signup empty, and a second sample organization gets its own portfolio",
    async () => {
      const plain = await signUp(false);
      const plainRead = { token: plain.token };
      expect(bodyAt(await callApi("get", "/v1/vendors", plainRead), 200).total).toBe(0);
      expect(bodyAt(await callApi("get", "/v1/custom-fields", plainRead), 200).total).toBe(0);
      expect(bodyAt(await callApi("get", "/v1/assessments", plainRead), 200).total).toBe(0);
      expect(bodyAt(await callApi("get", "/v1/findings", plainRead), 200).total).toBe(0);
      expect(bodyAt(await callApi("get", "/v1/obligations", plainRead), 200).total).toBe(0);
      expect(bodyAt(await callApi("get", "/v1/documents", plainRead), 200).total).toBe(0);
      const second = await signUp(true);
      const secondRead = { token: second.token };
      expect(bodyAt(await callApi("get", "/v1/vendors", secondRead), 200).total).toBe(60);
      expect(bodyAt(await callApi("get", "/v1/documents", secondRead), 200).total).toBe(
        PLANNED_DOCUMENTS + SAMPLE_BOMS.length,
      );
    },
    SIGNUP_TEST_TIMEOUT,
  );
});

interface Item {
  id: string;
  [key: string]: unknown;
}
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A read of the sample organization that must answer 200, its body the loose shape `T` the checks below read. */
const get = async <T = Item>(path: string) => {
  const result = await call<T>(path, { token: org.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
};
const items = async (path: string, key: "items" | "data" = "items") =>
  (await get<Record<string, Item[]>>(path))[key] as Item[];

/** Fetches a presigned URL through the app with a plain GET and no Authorization header. */
async function download(documentId: string) {
  const { url } = await get<{ url: string }>(`/v1/documents/${documentId}/download`);
  const parsed = new URL(url);
  const file = await apiApp().request(`${parsed.pathname}${parsed.search}`);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

// The risk program on top of the vendors.
describe("signup with sample_data: the risk program", () => {
  it("lists generated evidence for many vendors, complete and typed, and serves the real files", async () => {
    // The BOM files are vendor documents too (bills of materials, below).
    const documents = (await items("/v1/documents?limit=200", "data")).filter(
      (document) => document.extension !== "json",
    );
    expect(documents).toHaveLength(PLANNED_DOCUMENTS);
    expect(new Set(documents.map((document) => document.vendor_id)).size).toBeGreaterThanOrEqual(15);
    expect(documents.every((document) => document.status === "complete")).toBe(true);
    expect(new Set(documents.map((document) => document.document_type))).toEqual(
      new Set([
        "soc2_type2",
        "iso27001_certificate",
        "penetration_test",
        "insurance_certificate",
        "dpa",
        "security_policy",
        "business_continuity_plan",
        "questionnaire_response",
        "other",
      ]),
    );
    expect(new Set(documents.map((document) => document.extension))).toEqual(new Set(["pdf", "md", "txt", "png"]));
    // Received over the past months, not all at signup.
    expect(documents.some((document) => (document.created_at as number) < nowSeconds() - 90 * DAY)).toBe(true);

    const report = documents.find((document) =>
      String(document.name).startsWith("Northwind Cloud SOC 2 Type II report"),
    );
    expect(report).toBeDefined();
    const pdf = await download(report?.id ?? "");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await extractText("pdf", pdf)) ?? "";
    expect(text).toContain("SOC 2 Type II Report");
    expect(text).toContain("Complementary user entity controls");
    expect(text).toMatch(/Multi-factor authentication \(MFA\) is enforced for all remote access/);

    const markdown = documents.find((document) => document.extension === "md");
    expect((await download(markdown?.id ?? "")).toString("utf8")).toMatch(/^# /);
    const photo = documents.find((document) => document.extension === "png");
    expect((await download(photo?.id ?? "")).subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("has assessments in every state: approved history with scores and findings, reviews pending, waiting, failed and canceled", async () => {
    // Zero touch runs are assessments too; they have their own section below.
    const assessments = (await items("/v1/assessments?limit=200")).filter((assessment) => !assessment.is_zero_touch);
    const byStatus = (status: string) => assessments.filter((assessment) => assessment.status === status);
    expect(
      Object.fromEntries(
        ["complete", "review_evals", "collecting_documents", "failed", "canceled", "created"].map((s) => [
          s,
          byStatus(s).length,
        ]),
      ),
    ).toEqual({
      complete: 6,
      review_evals: 3,
      collecting_documents: 2,
      failed: 1,
      canceled: 1,
      created: 2,
    });

    for (const assessment of byStatus("complete")) {
      expect(assessment.approved_by).not.toBe(org.userId);
      expect(assessment.approved_at as number).toBeLessThan(nowSeconds() - 30 * DAY);
      expect(assessment.score_percent as number).toBeGreaterThan(0);
      const findings = await items(`/v1/findings?assessment_id=${assessment.id}&limit=200`);
      expect(findings).toHaveLength(assessment.findings_count as number);
      expect(findings.every((finding) => finding.finding_status_id !== null && finding.due_date !== null)).toBe(true);
    }
    const scores = [...byStatus("complete"), ...byStatus("review_evals")].map((a) => a.score_percent as number);
    expect(Math.min(...scores)).toBeLessThan(0.5);
    expect(Math.max(...scores)).toBeGreaterThan(0.9);

    const results = new Map<string, number>();
    for (const assessment of [...byStatus("complete"), ...byStatus("review_evals")]) {
      const evaluations = await items(`/v1/assessments/${assessment.id}/evaluations`);
      expect(evaluations.length).toBe(22);
      for (const evaluation of evaluations) {
        results.set(evaluation.result as string, (results.get(evaluation.result as string) ?? 0) + 1);
      }
    }
    expect([...results.keys()].sort()).toEqual(["met", "no_evidence", "not_met", "partially_met"]);
    expect(results.get("met")).toBeGreaterThan(results.get("not_met") ?? 0);

    const peoplegrid = byStatus("complete").find((assessment) => String(assessment.name).startsWith("Peoplegrid HR"));
    const pentest = (await items(`/v1/assessments/${peoplegrid?.id}/evaluations`)).find(
      (e) => e.control_ref === "CC7.1",
    );
    expect(pentest).toMatchObject({ result: "not_met", finding_id: expect.any(String) });
    const quotes = (pentest?.evidence ?? []) as { quote: string }[];
    expect(quotes[0]?.quote).toContain("do not currently perform penetration testing");

    expect(byStatus("failed")[0]?.status_reason).toMatch(/no text could be extracted/);
    expect(byStatus("canceled")[0]).toMatchObject({ is_archived: true, findings_count: 0 });
    for (const waiting of byStatus("collecting_documents")) {
      expect(await items(`/v1/documents?assessment_id=${waiting.id}`, "data")).toEqual([]);
    }
  });

  it("has vendor findings in every status, some overdue, and obligations from the evidence with assignees and due dates", async () => {
    const statuses = await items("/v1/statuses?entity=finding");
    const statusName = new Map(statuses.map((status) => [status.id, status.name as string]));
    const findings = await items("/v1/findings?limit=200&is_archived=false");
    const onVendors = findings.filter((finding) => finding.assessment_id === null);
    expect(onVendors).toHaveLength(FINDING_PLANS.length);
    const used = new Set(findings.map((finding) => statusName.get(finding.finding_status_id as string)));
    expect([...used].filter(Boolean).sort()).toEqual(["In progress", "Open", "Resolved", "Risk accepted"]);
    const isOpen = (finding: Item) =>
      ["Open", "In progress"].includes(statusName.get(finding.finding_status_id as string) ?? "");
    const overdue = findings.filter((f) => isOpen(f) && f.due_date !== null && (f.due_date as number) < nowSeconds());
    expect(overdue.length).toBeGreaterThan(2);
    expect(findings.some((finding) => (finding.created_at as number) < nowSeconds() - 90 * DAY)).toBe(true);

    const obligations = await items("/v1/obligations?limit=200");
    const documents = new Set((await items("/v1/documents?limit=200", "data")).map((document) => document.id));
    expect(obligations.length).toBeGreaterThanOrEqual(30);
    expect(obligations.every((obligation) => documents.has(obligation.vendor_document_id as string))).toBe(true);
    expect(obligations.every((obligation) => obligation.assignee_id && obligation.due_date)).toBe(true);
    expect(obligations.every((obligation) => obligation.obligation_type === "cuec")).toBe(true);
    const satisfied = obligations.filter((obligation) => obligation.status === "satisfied").length;
    expect(satisfied).toBeGreaterThan(5);
    expect(satisfied).toBeLessThan(obligations.length - 5);
    expect(obligations.map((obligation) => obligation.statement)).toContainEqual(
      expect.stringMatching(/^User entities are responsible for /),
    );
  });

  it("leaves two assessments for the engine: the org's jobs bring them to review", async () => {
    const before = await items("/v1/assessments?status=created");
    expect(before).toHaveLength(2);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    for (const assessment of before) {
      const after = await get(`/v1/assessments/${assessment.id}`);
      expect(after).toMatchObject({ status: "review_evals", progress: { controls_evaluated: 22, controls_total: 22 } });
    }
    const statuses = (await items("/v1/assessments?limit=200"))
      .filter((assessment) => !assessment.is_zero_touch)
      .map((assessment) => assessment.status);
    expect(statuses.filter((status) => status === "review_evals")).toHaveLength(5);
    expect(statuses.filter((status) => status === "collecting_documents")).toHaveLength(2);
  }, 60_000);
});

/** What the plan leads to: each vendor's alert per event, dismissed or not, suppressed or not. */
function plannedAlerts() {
  const suppressions = new Set<string>();
  return RADAR_EVENT_PLANS.flatMap((plan) => {
    const alerts = plan.vendors.map((vendor) => {
      const triage = plan.triage?.find((entry) => entry.vendor === vendor);
      return {
        event: plan.name,
        vendor,
        dismissReason: triage?.reason ?? null,
        shouldAlert: !suppressions.has(`${vendor}/${plan.impact}`),
      };
    });
    for (const triage of plan.triage ?? []) {
      if (triage.suppressSimilar) {
        suppressions.add(`${triage.vendor}/${plan.impact}`);
      }
    }
    return alerts;
  });
}

describe("signup with sample_data: the radar", () => {
  it("has about four months of events on one to four vendors each, of many impact types, some with a source link", async () => {
    // The advisory's events (bills of materials, below) are today's, not the planned history.
    const events = (await items("/v1/radar/events?limit=200")).filter(
      (event) => event.source_name !== SAMPLE_ADVISORY.id,
    );
    expect(events.map((event) => event.name)).toEqual(RADAR_EVENT_PLANS.map((plan) => plan.name).reverse());
    const created = events.map((event) => event.created_at as number);
    expect(Math.min(...created)).toBeLessThan(nowSeconds() - 110 * DAY);
    expect(Math.max(...created)).toBeGreaterThan(nowSeconds() - 7 * DAY);
    expect(Math.max(...created)).toBeLessThan(nowSeconds() - DAY);
    expect(new Set(events.map((event) => event.primary_impact_type)).size).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect((event.vendor_ids as string[]).length).toBeGreaterThanOrEqual(1);
      expect((event.vendor_ids as string[]).length).toBeLessThanOrEqual(4);
      expect(event.occurred_at as number).toBeLessThan(event.created_at as number);
      expect(event.source_url === null || /^https:\/\/[a-z.]+\.example\//.test(event.source_url as string)).toBe(true);
    }
    expect(events.filter((event) => event.source_url !== null).length).toBeGreaterThan(events.length / 2);
    expect(events.some((event) => event.source_url === null && event.source_name !== null)).toBe(true);
  });

  it("has the detector's alerts on them: the dismissed ones with their reasons, and results recorded under a suppression", async () => {
    const vendorNames = new Map((await items("/v1/vendors?limit=200")).map((vendor) => [vendor.id, vendor.name]));
    const planned = (alert: Item) => !String(alert.event_name).startsWith(SAMPLE_ADVISORY.id);
    const active = (await items("/v1/radar/alerts?limit=200")).filter(planned);
    const dismissed = await items("/v1/radar/alerts?is_dismissed=true&limit=200");
    const asPlanned = (alert: Item) => ({
      event: alert.event_name,
      vendor: vendorNames.get(alert.vendor_id as string),
      dismissReason: alert.dismiss_reason,
      shouldAlert: alert.should_alert,
    });
    const byKey = (a: { event: unknown; vendor: unknown }, b: { event: unknown; vendor: unknown }) =>
      `${a.event}/${a.vendor}`.localeCompare(`${b.event}/${b.vendor}`);
    expect([...active, ...dismissed].map(asPlanned).sort(byKey)).toEqual(plannedAlerts().sort(byKey));

    expect(dismissed.length).toBeGreaterThanOrEqual(5);
    for (const alert of dismissed) {
      expect(alert.dismissed_at as number).toBeGreaterThan(alert.created_at as number);
      expect(alert.dismissed_at as number).toBeLessThan(nowSeconds() - DAY);
    }
    // Suppressed results stay findable, and active: the dismissal that suppressed them was of an earlier event.
    const suppressed = await items("/v1/radar/alerts?should_alert=false&limit=200");
    expect(suppressed.map((alert) => vendorNames.get(alert.vendor_id as string)).sort()).toEqual([
      "Greenwatt Energy",
      "Stratus Edge",
    ]);
    expect(suppressed.every((alert) => alert.is_dismissed === false)).toBe(true);
    expect(new Set(active.map((alert) => alert.severity))).toEqual(new Set(["high", "medium", "low"]));
    // Newest first, over months.
    const times = active.map((alert) => alert.created_at as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.at(-1)).toBeLessThan(nowSeconds() - 90 * DAY);
  });

  it("has one draft reassessment of the latest breach's vendors whose alerts are still open", async () => {
    const reassessments = await items("/v1/reassessments");
    expect(reassessments).toHaveLength(1);
    const draft = reassessments[0]!;
    const event = (await items("/v1/radar/events?limit=200")).find((entry) => entry.name === REASSESSED_EVENT);
    expect(draft).toMatchObject({ status: "draft", title: REASSESSMENT_TITLE, radar_event_id: event?.id });
    expect(draft.assessment_plan_id).toMatch(/^cb/);
    const vendors = draft.vendors as { vendor_name: string; source: string; included: boolean }[];
    expect(vendors.map((vendor) => vendor.vendor_name)).toEqual(["Sentinel Identity", "Codeharbor", "Pipelane Deploy"]);
    expect(vendors.every((vendor) => vendor.source === "matched" && vendor.included)).toBe(true);
    const open = await items(`/v1/radar/alerts?event_id=${event?.id}`);
    expect([...(draft.alert_ids as string[])].sort()).toEqual(open.map((alert) => alert.id).sort());
  });
});

describe("signup with sample_data: bills of materials", () => {
  it("has a parsed BOM on each sample vendor given one, and an advisory matching the two Java services", async () => {
    const boms = await items("/v1/bill_of_materials?limit=200");
    expect(boms.map((bom) => bom.vendor_name).sort()).toEqual(SAMPLE_BOMS.map((sample) => sample.vendor).sort());
    expect(boms.every((bom) => bom.parse_status === "parsed" && (bom.component_count as number) > 0)).toBe(true);
    expect(new Set(boms.map((bom) => bom.bom_type))).toEqual(new Set(["sbom", "saasbom", "aibom"]));
    const [advisory] = await items("/v1/bill_of_materials/advisories");
    const detail = await get(`/v1/bill_of_materials/advisories/${advisory?.id}`);
    expect(detail).toMatchObject({ osv_id: SAMPLE_ADVISORY.id, matching: false, matched_vendor_count: 2 });
    const matches = detail.matches as { vendor_name: string; radar_event_id: string }[];
    expect(matches.map((match) => match.vendor_name)).toEqual(["Codeharbor", "Sentinel Identity"]);
    for (const match of matches) {
      expect(await items(`/v1/radar/alerts?event_id=${match.radar_event_id}`)).not.toHaveLength(0);
    }
  });
});

describe("signup with sample_data: supplier profiles", () => {
  const vendorNamed = async (name: string) =>
    (await items(`/v1/vendors?name=${encodeURIComponent(name)}`)).find((vendor) => vendor.name === name) as Item;

  it("has sites and masked bank accounts in several countries, domestic where an entity pays from that country", async () => {
    const countries = new Set<string>();
    for (const profile of SAMPLE_PROFILES) {
      const vendor = await vendorNamed(profile.vendor);
      const [account] = await items(`/v1/vendors/${vendor.id}/bank_accounts`);
      expect(account).toMatchObject({
        bank_country: profile.account.bank_country,
        is_primary: true,
        status: "active",
        source: "migration",
        values: null,
      });
      expect(account?.validation_status).not.toBe("not_validated");
      expect(JSON.stringify(account)).not.toContain(Object.values(profile.account.values).find((v) => v.length > 8));
      const sites = await items(`/v1/vendors/${vendor.id}/sites`);
      expect(sites).toHaveLength(profile.sites.length);
      countries.add(profile.account.bank_country);
    }
    expect(countries.size).toBeGreaterThanOrEqual(8);
    const stratus = await vendorNamed("Stratus Edge");
    const bluepeak = await vendorNamed("Bluepeak Hosting");
    expect((await items(`/v1/vendors/${stratus.id}/bank_accounts`))[0]?.payment_route).toBe("domestic");
    expect((await items(`/v1/vendors/${bluepeak.id}/bank_accounts`))[0]?.payment_route).toBe("wire");
  });

  it("has two bank changes a colleague proposed waiting for the admin's review, one with fraud signals", async () => {
    const pending = await items("/v1/bank_reviews?status=pending");
    expect(pending).toHaveLength(2);
    const byVendor = new Map(pending.map((review) => [review.vendor_name, review]));
    const clean = byVendor.get(SAMPLE_PENDING_NEW_ACCOUNT.vendor);
    const suspicious = byVendor.get(SAMPLE_SUSPICIOUS_CHANGE.vendor);
    expect(clean).toMatchObject({
      kind: "create",
      signals: [],
      proposed_by: { type: "user", name: "Priya Natarajan" },
    });
    expect(suspicious).toMatchObject({ kind: "update", proposed: { bank_country: "LT", payment_route: "wire" } });
    expect(((suspicious?.signals ?? []) as { code: string }[]).map((signal) => signal.code).sort()).toEqual([
      "bank_country_not_in_sites",
      "domestic_to_wire",
      "holder_name_mismatch",
      "recent_contact_change",
    ]);
    // The admin did not propose them: the four-eyes rule lets them decide.
    const approved = await call(`/v1/bank_reviews/${clean?.id}/approve`, { token: org.token, method: "POST" });
    expect(approved.status, approved.text).toBe(200);
  });
});

describe("signup with sample_data: zero touch", () => {
  it("shows the range a reviewer meets: well covered runs with control evidence, thin ones insufficient, none on one component", async () => {
    const board = await callApi("get", "/v1/zero_touch_assessment/leaderboard?limit=200", { token: org.token });
    expectStatus(board, 200);
    const rows = board.body.items;
    expect(rows).toHaveLength(SAMPLE_ZERO_TOUCH_RUNS);
    expect(rows.every((row) => row.status === "complete")).toBe(true);
    const runs = (
      await Promise.all(
        rows.map((row) => callApi("get", `/v1/zero_touch_assessment/${row.assessment_id}`, { token: org.token })),
      )
    ).map((result) => bodyAt(result, 200));
    const scoredCount = (run: Schemas["ZeroTouchRun"]) =>
      run.result.components.filter((entry) => entry.status === "scored").length;
    expect(runs.map((run) => [run.vendor_name, scoredCount(run) >= 2])).toEqual(
      runs.map((run) => [run.vendor_name, true]),
    );

    const sufficient = runs.filter((run) => run.result.coverage!.is_sufficient);
    const insufficient = runs.filter((run) => !run.result.coverage!.is_sufficient);
    expect(sufficient.length).toBeGreaterThanOrEqual(8);
    expect(insufficient.length).toBeGreaterThanOrEqual(5);
    // Ranked runs first, each insufficient one after them with its reason and tier.
    const firstInsufficient = rows.findIndex((row) => !row.is_sufficient);
    expect(rows.slice(firstInsufficient).every((row) => !row.is_sufficient)).toBe(true);
    for (const run of insufficient) {
      expect(run.result.profile!.risk_tier).toBe("insufficient_evidence");
      expect(run.result.coverage!.reason).toMatch(/configured weight had data/);
    }
    // Well covered runs rest on real control evidence: met controls with their quotes.
    const withMetControls = sufficient.filter((run) =>
      run.result.controls.some((control) => control.verdict === "met"),
    );
    expect(withMetControls.length).toBeGreaterThanOrEqual(5);
    for (const control of runs.flatMap((run) => run.result.controls)) {
      expect(control.evidence.length > 0, control.ref).toBe(control.verdict !== "no_evidence");
    }
    const northwind = runs.find((run) => run.vendor_name === "Northwind Cloud")!;
    const mfa = northwind.result.controls.find((control) => control.ref === "ZT-14")!;
    expect(mfa.verdict).toBe("met");
    expect(mfa.evidence[0]!.quote).toMatch(/multi-factor authentication/i);
    // Adverse media from screening lowers people on the run it names.
    const coinvault = runs.find((run) => run.vendor_name === SAMPLE_ZERO_TOUCH_REVIEWS.escalated)!;
    const people = coinvault.result.components.find((entry) => entry.key === "people")!;
    expect(people.status).toBe("scored");
    expect(people.inputs.some((input) => input.effect < 0)).toBe(true);
    expect(coinvault.escalated_to?.name).toEqual(expect.any(String));

    const reviews = countOf(rows.map((row) => row.review_status));
    expect(reviews.get("approved")).toBe(SAMPLE_ZERO_TOUCH_REVIEWS.approved.length);
    expect(reviews.get("escalated")).toBe(1);
    const trails = await Promise.all(
      rows.map(
        async (row) =>
          bodyAt(
            await callApi("get", `/v1/zero_touch_assessment/${row.assessment_id}/audit`, { token: org.token }),
            200,
          ).data,
      ),
    );
    const corrections = trails.flat().filter((entry) => entry.action === "corrected");
    expect(corrections).toHaveLength(1);
    expect((corrections[0]?.changes ?? [])[0]).toMatchObject({ field: "website" });
    const escalation = trails.flat().find((entry) => entry.action === "escalated");
    expect(escalation?.note).toContain("sanctions");

    const rerun = runs.filter((run) => run.previous_run_id !== null);
    expect(rerun.map((run) => run.vendor_name)).toEqual([SAMPLE_ZERO_TOUCH_REVIEWS.rerun]);
    expect(rerun[0]!.result.changes_since_previous!.summary).toContain("Composite");
  });
});

describe("signup with sample_data: intake", () => {
  it("has finished vendor requests filed by a colleague, one with questions left for a person", async () => {
    const sessions = await items("/v1/intake/api/sessions?limit=200");
    expect(sessions.map((session) => session.vendor_name).sort()).toEqual(
      SAMPLE_INTAKE_REQUESTS.map((request) => request.vendorName).sort(),
    );
    expect(sessions.every((session) => session.status === "complete")).toBe(true);
    expect(sessions.every((session) => (session.filed_by as { type: string }).type === "user")).toBe(true);
    const statusNames = sessions.map((session) => (session.procurement as { status_name: string }).status_name);
    expect(new Set(statusNames)).toEqual(new Set(SAMPLE_INTAKE_REQUESTS.map((request) => request.procurementStatus)));
    const details = await Promise.all(
      sessions.map((session) =>
        get<{ vendor_name: string; answers: Item[] }>(`/v1/intake/api/sessions/${session.session_id}`),
      ),
    );
    const unanswered = (detail: { answers: Item[] }) =>
      detail.answers.filter((answer) => answer.confidence === "none").length;
    const catering = details.find((detail) => detail.vendor_name === "Sunny Side Catering");
    const payroll = details.find((detail) => detail.vendor_name === "Brightside Payroll");
    expect(unanswered(catering as { answers: Item[] })).toBeGreaterThan(5);
    expect(unanswered(payroll as { answers: Item[] })).toBeLessThan(unanswered(catering as { answers: Item[] }));
  });
});

describe("signup with sample_data: contracts", () => {
  it("has 40 contracts: agreements with contracts under them, renewals due soon, one expired, several currencies", async () => {
    expect(sampleContractCount()).toBe(40);
    const contracts = await items("/v1/contract-records?limit=200");
    expect(contracts).toHaveLength(40);
    const byId = new Map(contracts.map((contract) => [contract.id, contract]));
    const under = contracts.filter((contract) => contract.parent_contract_id !== null);
    expect(under.length).toBeGreaterThan(10);
    expect(under.every((contract) => byId.has(contract.parent_contract_id as string))).toBe(true);
    expect(new Set(under.map((contract) => contract.contract_type))).toEqual(
      new Set(["sow", "amendment", "dpa", "order_form", "renewal"]),
    );
    const now = Date.now() / 1000;
    const dueSoon = contracts.filter(
      (contract) =>
        contract.auto_renew === "automatic" &&
        typeof contract.notice_deadline === "number" &&
        contract.notice_deadline > now &&
        contract.notice_deadline < now + 60 * 86_400,
    );
    expect(dueSoon.length).toBeGreaterThanOrEqual(3);
    const expired = contracts.filter((contract) => (contract.expiration_date as number) < now);
    expect(expired.map((contract) => contract.lifecycle_status)).toEqual(["Expired"]);
    const currencies = new Set(contracts.map((contract) => contract.contract_value_currency).filter(Boolean));
    expect(currencies.size).toBeGreaterThanOrEqual(5);
    expect(contracts.every((contract) => contract.vendor_name !== null && contract.owner_name !== null)).toBe(true);
  });
});
