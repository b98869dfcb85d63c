import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import { outboundEmails } from "@/lib/mail/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { stopClock } from "@/lib/testing/clock";
import { createKey, createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { insertPortal } from "@/lib/testing/records";
import { domain, PORTAL_FIELDS, signIn } from "./testing";

const DAY_SECONDS = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const openRequest = (org: Pick<TestOrg, "token">, body: Schemas["CreatePortal"]) =>
  callApi("post", "/v1/portals", { token: org.token, body });

/** POST /v1/portals with a body the schema may refuse. */
const openRequestUnchecked = (org: Pick<TestOrg, "token">, body: unknown) =>
  callApi("post", "/v1/portals", { token: org.token, uncheckedBody: body });

const actions = {
  pause: (token: string, portalId: string) => callApi("post", `/v1/portals/${portalId}/pause`, { token }),
  resume: (token: string, portalId: string) => callApi("post", `/v1/portals/${portalId}/resume`, { token }),
  close: (token: string, portalId: string) => callApi("post", `/v1/portals/${portalId}/close`, { token }),
  reopen: (token: string, portalId: string) => callApi("post", `/v1/portals/${portalId}/reopen`, { token }),
  remind: (token: string, portalId: string) => callApi("post", `/v1/portals/${portalId}/remind`, { token }),
};

const act = (org: Pick<TestOrg, "token">, portalId: string, action: keyof typeof actions) =>
  actions[action](org.token, portalId);

async function emailsTo(orgId: string, to: string) {
  return db()
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.orgId, orgId), eq(outboundEmails.to, to)));
}

async function statusEvents(orgId: string) {
  const rows = await db()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.orgId, orgId), eq(domainEvents.eventType, "QuestionnaireResponse.StatusChanged")));
  return rows.map((row) => row.data);
}

/** A questionnaire of the organization with one text and one yes/no question. */
async function shortQuestionnaire(org: TestOrg): Promise<string> {
  const created = await callApi("post", "/v1/intake/api/questionnaires", {
    token: org.token,
    body: {
      name: "Short check",
      type: "irq",
      questions: [
        { text: "What do you provide?", response_type: "free_text" },
        { text: "Do you hold ISO 27001?", response_type: "single_select", options: ["Yes", "No"] },
      ],
    },
  });
  expectStatus(created, 201);
  return created.body.id;
}

const answer = (portalId: string, questionId: string, cookie: string, body: Schemas["PortalAnswerInput"]) =>
  callApi("put", `/api/portal/${portalId}/answers/${questionId}`, { headers: { cookie }, body });

describe("POST /v1/portals", () => {
  it("opens a request by hand, emails the recipient its link and records the caller", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Globex" });
    const dueAt = nowSeconds() + 14 * DAY_SECONDS;
    const created = await openRequest(org, {
      vendor_id: vendor.id,
      type: "irq",
      recipient_email: "  Hank@Globex.Example ",
      due_at: dueAt,
    });
    expectStatus(created, 201);
    expect(Object.keys(created.body).sort()).toEqual(PORTAL_FIELDS);
    expect(created.body).toMatchObject({
      type: "irq",
      state: "open",
      status: "open",
      display_name: "Inherent risk questionnaire: Globex",
      vendor_id: vendor.id,
      assessment_id: null,
      due_at: dueAt,
      paused: false,
      submitted_at: null,
    });
    const read = await callApi("get", `/v1/portals/${created.body.id}`, { token: org.token });
    expect(read.body).toEqual(created.body);

    const [email] = await emailsTo(org.orgId, "hank@globex.example");
    expect(email?.subject).toBe("Inherent risk questionnaire: Globex for Globex");
    expect(email?.body).toContain(created.body.url);
    expect(email?.body).toContain("Sign in with this email address to respond.");
    expect([email?.relatedType, email?.relatedId]).toEqual(["portal", created.body.id]);

    const [entry] = await changesOf(org, "portal", created.body.id);
    expect([entry?.action, entry?.actor]).toEqual(["created", { type: "user", id: org.userId, name: "Ada Admin" }]);

    // The organization's irq questionnaire is asked (the default questionnaire of its type).
    const response = await callApi("get", `/v1/portals/${created.body.id}/response`, { token: org.token });
    expectStatus(response, 200);
    expect(response.body.sections.map((section) => section.title)).toEqual(["Inherent risk questionnaire"]);
  });

  it("asks the questionnaires named, in order, under the display name given", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const short = await shortQuestionnaire(org);
    const created = await openRequest(org, {
      vendor_id: vendor.id,
      type: "vendor_onboarding",
      recipient_email: "ops@vendor.example",
      display_name: "Onboarding 2025",
      questionnaire_ids: [short],
    });
    expectStatus(created, 201);
    expect([created.body.display_name, created.body.due_at, created.body.type]).toEqual([
      "Onboarding 2025",
      null,
      "vendor_onboarding",
    ]);
    const response = await callApi("get", `/v1/portals/${created.body.id}/response`, { token: org.token });
    expectStatus(response, 200);
    expect(response.body.sections).toEqual([
      {
        key: short,
        title: "Short check",
        questions: [
          expect.objectContaining({ text: "What do you provide?", response_type: "free_text", answer: null }),
          expect.objectContaining({ response_type: "single_select", options: ["Yes", "No"], required: true }),
        ],
      },
    ]);
  });

  it("answers 404 for another organization's vendor or questionnaire, and 422 for bad fields", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendor = await createVendor(org);
    const base = { vendor_id: vendor.id, type: "irq", recipient_email: "a@vendor.example" } as const;
    for (const vendorId of [(await createVendor(other)).id, "unknown"]) {
      const result = await openRequest(org, { ...base, vendor_id: vendorId });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("vendor_not_found");
    }
    const theirs = await shortQuestionnaire(other);
    const foreign = await openRequest(org, { ...base, questionnaire_ids: [theirs] });
    expectStatus(foreign, 404);
    expect(foreign.body.detail.code).toBe("questionnaire_not_found");

    const invalid: [string, Record<string, unknown>][] = [
      ["past due date", { due_at: nowSeconds() - 60 }],
      ["due date now", { due_at: nowSeconds() }],
      ["not an email", { recipient_email: "nobody" }],
      ["long email", { recipient_email: `${"a".repeat(243)}@example.com` }],
      ["long name", { display_name: "x".repeat(201) }],
      ["empty name", { display_name: "  " }],
      ["unknown type", { type: "survey" }],
      ["empty questionnaire list", { questionnaire_ids: [] }],
    ];
    for (const [what, change] of invalid) {
      const result = await openRequestUnchecked(org, { ...base, ...change });
      expect(result.status, `${what}: ${result.text}`).toBe(422);
    }
    const [pastDue] = bodyAt(await openRequest(org, { ...base, due_at: nowSeconds() - 60 }), 422).detail;
    expect(pastDue).toMatchObject({ loc: ["body", "due_at"], msg: "Value error, due_at must be in the future" });
    const longest = await openRequest(org, { ...base, display_name: "x".repeat(200) });
    expect(longest.status).toBe(201);
    expect(bodyAt(await callApi("get", "/v1/portals", { token: org.token }), 200).total).toBe(1);
  });

  it("lets any key or non-guest user open a request; a guest only reads", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const key = await createKey(org);
    const guest = await createMember(org, "org:guest");
    const body = { vendor_id: vendor.id, type: "rfp", recipient_email: "bids@vendor.example" } as const;
    const byKey = await callApi("post", "/v1/portals", { token: key.secret, body });
    expectStatus(byKey, 201);
    const [entry] = await changesOf(org, "portal", byKey.body.id);
    expect(entry?.actor).toMatchObject({ type: "api_key", id: key.id });
    const byGuest = await callApi("post", "/v1/portals", { token: guest.token, body });
    expectStatus(byGuest, 403);
    expect(byGuest.body.detail.code).toBe("insufficient_role");
    const paused = await act(guest, byKey.body.id, "pause");
    expect(paused.status).toBe(403);
    expect((await callApi("get", `/v1/portals/${byKey.body.id}/response`, { token: guest.token })).status).toBe(200);
  });
});

describe("the customer's actions on a request", () => {
  it("pauses, resumes, extends, closes and reopens by the state rules, each in the change log", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const dueAt = nowSeconds() + DAY_SECONDS;
    const opened = await openRequest(org, {
      vendor_id: vendor.id,
      type: "irq",
      recipient_email: "a@vendor.example",
      due_at: dueAt,
    });
    const id = bodyAt(opened, 201).id;

    const paused = await act(org, id, "pause");
    expectStatus(paused, 200);
    expect([paused.body.paused, paused.body.state]).toEqual([true, "open"]);
    expect(Object.keys(paused.body).sort()).toEqual(PORTAL_FIELDS);
    const again = await act(org, id, "pause");
    expectStatus(again, 409);
    expect(again.body.detail.code).toBe("invalid_portal_action");
    const resumed = await act(org, id, "resume");
    expectStatus(resumed, 200);
    expect(resumed.body.paused).toBe(false);
    expect((await act(org, id, "resume")).status).toBe(409);
    expect((await act(org, id, "reopen")).status).toBe(409);

    const later = dueAt + 7 * DAY_SECONDS;
    const extended = await callApi("patch", `/v1/portals/${id}`, { token: org.token, body: { due_at: later } });
    expectStatus(extended, 200);
    expect(extended.body.due_at).toBe(later);
    const past = await callApi("patch", `/v1/portals/${id}`, {
      token: org.token,
      body: { due_at: nowSeconds() - 1 },
    });
    expect(past.status).toBe(422);
    expect((await callApi("patch", `/v1/portals/${id}`, { token: org.token, uncheckedBody: {} })).status).toBe(422);

    const closed = await act(org, id, "close");
    expectStatus(closed, 200);
    expect([closed.body.status, closed.body.state]).toEqual(["closed", "closed"]);
    for (const action of ["close", "pause", "resume", "remind"] as const) {
      const refused = await act(org, id, action);
      expect([action, refused.status]).toEqual([action, 409]);
      expectStatus(refused, 409);
      expect([action, refused.body.detail.code]).toEqual([action, "invalid_portal_action"]);
    }
    const closedPatch = await callApi("patch", `/v1/portals/${id}`, {
      token: org.token,
      body: { due_at: later + 60 },
    });
    expectStatus(closedPatch, 409);
    expect(closedPatch.body.detail.code).toBe("invalid_portal_action");

    const reopened = await act(org, id, "reopen");
    expectStatus(reopened, 200);
    expect([reopened.body.status, reopened.body.state, reopened.body.due_at]).toEqual(["open", "open", later]);

    const entries = await changesOf(org, "portal", id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "reopened",
      "closed",
      "updated",
      "resumed",
      "paused",
      "created",
    ]);
    const admin = { type: "user", id: org.userId, name: "Ada Admin" };
    expect(entries.every((entry) => JSON.stringify(entry.actor) === JSON.stringify(admin))).toBe(true);
    const [reopenEntry, closeEntry, updateEntry, , pauseEntry] = entries;
    expect(reopenEntry?.changes).toContainEqual({ field: "status", before: "closed", after: "open" });
    expect(closeEntry?.changes).toContainEqual({ field: "status", before: "open", after: "closed" });
    expect(updateEntry?.changes).toContainEqual({ field: "due_at", before: dueAt, after: later });
    expect(pauseEntry?.changes).toContainEqual({ field: "paused", before: false, after: true });
    // No vendor answered: there is no questionnaire response, so no event.
    expect(await statusEvents(org.orgId)).toEqual([]);
  });

  it("reopens a closed paused request unpaused, and a past due date makes it overdue at once", async () => {
    const org = await createOrg();
    const vendor = (await createVendor(org)).id;
    const id = await insertPortal(org, vendor, {
      status: "closed",
      paused: true,
      dueAt: new Date(Date.now() - 60_000),
      recipientEmail: "a@vendor.example",
    });
    const reopened = await act(org, id, "reopen");
    expectStatus(reopened, 200);
    expect([reopened.body.paused, reopened.body.state]).toEqual([false, "overdue"]);
    const analyzing = await insertPortal(org, vendor, { status: "analyzing" });
    expect((await act(org, analyzing, "pause")).status).toBe(200);
    expect((await act(org, analyzing, "reopen")).status).toBe(409);
  });

  it("answers 404 portal_not_found for another organization's request, whatever the body", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await insertPortal(other, (await createVendor(other)).id, { recipientEmail: "a@vendor.example" });
    for (const id of [theirs, "cbsbpt_00000000000000000000000000000000"]) {
      for (const action of ["pause", "resume", "close", "reopen", "remind"] as const) {
        const result = await act(org, id, action);
        expect([action, result.status]).toEqual([action, 404]);
        expectStatus(result, 404);
        expect([action, result.body.detail.code]).toEqual([action, "portal_not_found"]);
      }
      // Whatever the body, valid or not.
      for (const body of [{ due_at: nowSeconds() + DAY_SECONDS }, { due_at: "soon" }, {}]) {
        const result = await callApi("patch", `/v1/portals/${id}`, { token: org.token, uncheckedBody: body });
        expectStatus(result, 404);
        expect(result.body.detail.code).toBe("portal_not_found");
      }
      const response = await callApi("get", `/v1/portals/${id}/response`, { token: org.token });
      expectStatus(response, 404);
      expect(response.body.detail.code).toBe("portal_not_found");
    }
    const read = await callApi("get", `/v1/portals/${theirs}`, { token: other.token });
    expectStatus(read, 200);
    expect([read.body.state, read.body.paused]).toEqual(["open", false]);
    expect(await changesOf(other, "portal", theirs)).toEqual([]);
  });
});

describe("POST /v1/portals/{portal_id}/remind", () => {
  it("emails the link again at most once per 24 hours per request, with Retry-After", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    const caller = { token: key.secret };
    const vendor = await createVendor(org, { name: "Initech" });
    const id = bodyAt(
      await openRequest(caller, { vendor_id: vendor.id, type: "irq", recipient_email: "p@initech.example" }),
      201,
    ).id;
    const second = bodyAt(
      await openRequest(caller, { vendor_id: vendor.id, type: "rfp", recipient_email: "p@initech.example" }),
      201,
    ).id;
    const clock = stopClock();

    const reminded = await act(caller, id, "remind");
    expectStatus(reminded, 200);
    expect([reminded.body.id, reminded.body.state]).toEqual([id, "open"]);
    const reminders = (await emailsTo(org.orgId, "p@initech.example")).filter((row) =>
      row.subject.startsWith("Reminder: "),
    );
    expect(reminders.map((row) => [row.subject, row.relatedId])).toEqual([
      ["Reminder: Inherent risk questionnaire: Initech for Initech", id],
    ]);
    expect(reminders[0]?.body).toContain(reminded.body.url);

    const limited = await act(caller, id, "remind");
    expectStatus(limited, 429);
    expect(limited.body.detail.code).toBe("rate_limited");
    expect(limited.headers.get("retry-after")).toBe(String(DAY_SECONDS));
    // The limit is per request.
    expect((await act(caller, second, "remind")).status).toBe(200);

    clock.advance((DAY_SECONDS - 1) * 1000);
    const stillLimited = await act(caller, id, "remind");
    expect([stillLimited.status, stillLimited.headers.get("retry-after")]).toEqual([429, "1"]);
    clock.advance(1000);
    expect((await act(caller, id, "remind")).status).toBe(200);
    const sent = (await emailsTo(org.orgId, "p@initech.example")).filter((row) => row.relatedId === id);
    expect(sent.filter((row) => row.subject.startsWith("Reminder: "))).toHaveLength(2);
  });

  it("reminds only an open or overdue request that is not paused and has a recipient", async () => {
    const org = await createOrg();
    const vendor = (await createVendor(org)).id;
    const recipient = { recipientEmail: "a@vendor.example" };
    const overdue = await insertPortal(org, vendor, { ...recipient, dueAt: new Date(Date.now() - 60_000) });
    expect((await act(org, overdue, "remind")).status).toBe(200);
    const cases = {
      paused: await insertPortal(org, vendor, { ...recipient, paused: true }),
      submitted: await insertPortal(org, vendor, { ...recipient, status: "submitted", submittedAt: new Date() }),
      closed: await insertPortal(org, vendor, { ...recipient, status: "closed" }),
      "no recipient": await insertPortal(org, vendor),
    };
    for (const [what, id] of Object.entries(cases)) {
      const result = await act(org, id, "remind");
      expect([what, result.status]).toEqual([what, 409]);
      expectStatus(result, 409);
      expect([what, result.body.detail.code]).toEqual([what, "invalid_portal_action"]);
    }
  });
});

describe("the vendor's answers, seen by the organization", () => {
  it("shows answers, progress and activity; close and reopen record the response's status and end sessions", async () => {
    const org = await createOrg("Acme");
    const vendor = await createVendor(org, { name: "Hooli" });
    const vendorDomain = domain();
    const recipient = `gavin@${vendorDomain}`;
    const opened = await openRequest(org, {
      vendor_id: vendor.id,
      type: "irq",
      recipient_email: recipient,
      questionnaire_ids: [await shortQuestionnaire(org)],
    });
    const id = bodyAt(opened, 201).id;
    const untouched = await insertPortal(org, vendor.id);
    const other = await createOrg("Other");
    const theirs = await insertPortal(other, (await createVendor(other)).id);

    const empty = await callApi("get", `/v1/portals/${id}/response`, { token: org.token });
    expectStatus(empty, 200);
    expect(empty.body).toMatchObject({
      portal_id: id,
      response_id: null,
      progress: { answered: 0, total: 2, required_unanswered: 2 },
      last_vendor_activity_at: null,
      invitees: [],
    });

    const cookie = await signIn({ id }, recipient);
    // The short questionnaire's section: its text question and its yes/no question.
    const section = empty.body.sections[0]!;
    const [textQuestion, selectQuestion] = section.questions;
    const saved = await answer(id, textQuestion!.id, cookie, { answer_text: "Search", comment: "Middle-out" });
    expectStatus(saved, 200);
    const handed = await callApi("post", `/api/portal/${id}/sections/${section.key}/hand-over`, {
      headers: { cookie },
      body: { email: `dinesh@${vendorDomain}` },
    });
    expectStatus(handed, 200);

    const response = await callApi("get", `/v1/portals/${id}/response`, { token: org.token });
    expectStatus(response, 200);
    expect(Object.keys(response.body).sort()).toEqual([
      "invitees",
      "last_vendor_activity_at",
      "portal_id",
      "progress",
      "response_id",
      "sections",
    ]);
    expect(response.body.response_id).toMatch(/\w+_[0-9a-f]{32}$/);
    expect(response.body.progress).toEqual({ answered: 1, total: 2, required_unanswered: 1 });
    expect(response.body.last_vendor_activity_at).toBeGreaterThan(0);
    expect(response.body.invitees).toEqual([
      { email: `dinesh@${vendorDomain}`, section_key: response.body.sections[0]?.key },
    ]);
    const [first, second] = response.body.sections[0]?.questions ?? [];
    expect(first?.answer).toEqual({
      answer_text: "Search",
      selected_options: [],
      comment: "Middle-out",
      documents: [],
      answered_by: recipient,
      updated_at: expect.any(Number),
    });
    expect(second?.answer).toBeNull();

    const activity = await callApi(
      "get",
      `/v1/portals/activity?ids=${[theirs, id, "unknown", untouched, id].join(",")}`,
      {
        token: org.token,
      },
    );
    expectStatus(activity, 200);
    expect(activity.body).toEqual({
      items: [
        { portal_id: id, answered: 1, total: 2, last_vendor_activity_at: response.body.last_vendor_activity_at },
        { portal_id: untouched, answered: 0, total: 0, last_vendor_activity_at: null },
      ],
    });

    // Pausing does not change the response's status: no event.
    expect((await act(org, id, "pause")).status).toBe(200);
    expect((await act(org, id, "resume")).status).toBe(200);
    expect(await statusEvents(org.orgId)).toEqual([]);

    const closed = await act(org, id, "close");
    expect(closed.status).toBe(200);
    const questionnaire = await callApi("get", `/api/portal/${id}/questionnaire`, { headers: { cookie } });
    expectStatus(questionnaire, 401);
    expect(questionnaire.body.detail.code).toBe("portal_sign_in_required");
    const responseId = response.body.response_id;
    expect(await statusEvents(org.orgId)).toEqual([
      { questionnaire_response_id: responseId, old_status: "in_progress", new_status: "closed" },
    ]);

    expect((await act(org, id, "reopen")).status).toBe(200);
    // The old session stays ended; the vendor signs in again, finishes and submits.
    expect((await callApi("get", `/api/portal/${id}/questionnaire`, { headers: { cookie } })).status).toBe(401);
    const again = await signIn({ id }, recipient);
    expect((await answer(id, selectQuestion!.id, again, { selected_options: ["Yes"] })).status).toBe(200);
    const submitted = await callApi("post", `/api/portal/${id}/submit`, { headers: { cookie: again } });
    expectStatus(submitted, 200);
    const submittedAt = submitted.body.submitted_at;

    const reopened = await act(org, id, "reopen");
    expectStatus(reopened, 200);
    expect([reopened.body.status, reopened.body.submitted_at]).toEqual(["open", submittedAt]);
    // Compared as a set: two quick transactions may share the embedded database's millisecond.
    const events = await statusEvents(org.orgId);
    expect(events).toHaveLength(4);
    expect(events).toEqual(
      expect.arrayContaining([
        { questionnaire_response_id: responseId, old_status: "in_progress", new_status: "closed" },
        { questionnaire_response_id: responseId, old_status: "closed", new_status: "in_progress" },
        { questionnaire_response_id: responseId, old_status: "in_progress", new_status: "submitted" },
        { questionnaire_response_id: responseId, old_status: "submitted", new_status: "in_progress" },
      ]),
    );
    const final = await callApi("get", `/v1/portals/${id}/response`, { token: org.token });
    expectStatus(final, 200);
    expect(final.body.progress).toEqual({ answered: 2, total: 2, required_unanswered: 0 });
    expect(final.body.sections[0]?.questions[1]?.answer?.selected_options).toEqual(["Yes"]);
  });
});

describe("GET /v1/portals/activity", () => {
  it("is not taken for a portal ID, and bounds its list", async () => {
    const org = await createOrg();
    const id = await insertPortal(org, (await createVendor(org)).id);
    const one = await callApi("get", `/v1/portals/activity?ids=${id}`, { token: org.token });
    expectStatus(one, 200);
    expect(one.body.items.map((item) => item.portal_id)).toEqual([id]);
    expect(bodyAt(await callApi("get", `/v1/portals/${id}`, { token: org.token }), 200).id).toBe(id);
    const many = Array.from({ length: 200 }, (_, index) => `cbsbpt_${String(index).padStart(32, "0")}`);
    const atLimit = await callApi("get", `/v1/portals/activity?ids=${[id, ...many.slice(1)].join(",")}`, {
      token: org.token,
    });
    expectStatus(atLimit, 200);
    expect(atLimit.body.items.length).toBe(1);
    for (const query of ["", "?ids=", "?ids=,,", `?ids=${[id, ...many].join(",")}`, `?ids=${"x".repeat(101)}`]) {
      const result = await call(`/v1/portals/activity${query}`, { token: org.token });
      expect([query.slice(0, 20), result.status]).toEqual([query.slice(0, 20), 422]);
    }
  });
});
