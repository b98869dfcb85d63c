import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { jobs } from "@/lib/jobs/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { CONTEXT_MAX_CHARS, CONTEXT_WINDOW_CHARS } from "./answerer/types";
import { STALLED_REASON, sweepStalledSessions } from "./sweep";
import { intakeSessions } from "./tables";
import { eventsOfType, fileSession, getSession, payrollContext, questionnaireOfType, runIntakeJobs } from "./testing";

let org: TestOrg;
let other: TestOrg;
let irqId: string;
let onboardingId: string;

beforeAll(async () => {
  org = await createOrg("Intake Org");
  other = await createOrg("Other Intake Org");
  irqId = (await questionnaireOfType(org, "irq")).id;
  onboardingId = (await questionnaireOfType(org, "vendor_onboarding")).id;
});

const expectCode = (result: { status: number; body: unknown; text: string }, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
};

/** The answer to the question whose text contains `fragment`, which the session must have. */
const answerTo = (session: Schemas["IntakeSession"], fragment: string) => {
  const answer = session.answers.find((candidate) => candidate.question_text.includes(fragment));
  if (!answer) {
    throw new Error(`no question mentions ${fragment}`);
  }
  return answer;
};

describe("intake questionnaires at signup", () => {
  it("lists the inherent risk questionnaire of 15 mixed questions and vendor onboarding", async () => {
    const listed = await callApi("get", "/v1/intake/api/questionnaires", { token: org.token });
    expectStatus(listed, 200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.items.map((item) => item.type)).toEqual(["irq", "vendor_onboarding"]);
    const irq = await callApi("get", `/v1/intake/api/questionnaires/${irqId}`, { token: org.token });
    expectStatus(irq, 200);
    expect(irq.body.id).toMatch(/^cbqsr_/);
    expect(irq.body.questions).toHaveLength(15);
    const types = new Set(irq.body.questions.map((question) => question.response_type));
    expect(types).toEqual(new Set(["free_text", "single_select", "multi_select"]));
    for (const question of irq.body.questions) {
      expect(question.id).toMatch(/^cbqstn_/);
      expect(question.options.length === 0).toBe(question.response_type === "free_text");
    }
    const filtered = await call("/v1/intake/api/questionnaires?type=irq", { token: org.token });
    expect(filtered.body).toMatchObject({ total: 1, items: [{ id: irqId, question_count: 15 }] });
  });

  it("lists procurement statuses beside vendor and finding statuses", async () => {
    const statuses = await callApi("get", "/v1/statuses?entity=procurement", { token: org.token });
    expectStatus(statuses, 200);
    expect(statuses.body.items.map((status) => status.name)).toEqual([
      "Submitted",
      "In review",
      "Approved",
      "Rejected",
    ]);
  });
});

describe("POST /v1/intake/api/sessions", () => {
  it("files a session, answers it in the background and cites the passages", async () => {
    const created = await fileSession(org, {
      vendor_name: "PayFlow",
      vendor_website: "https://payflow.example",
      questionnaire_ids: [irqId],
      context: payrollContext,
      use_case: "Monthly payroll for all employees",
    });
    expect(created.session_id).toMatch(/^cbintksn_/);
    expect(created.context_truncated).toBe(false);
    const pending = await getSession(org, created.session_id);
    expect(pending).toMatchObject({ status: "pending", vendor_name: "PayFlow", question_count: 15, answered_count: 0 });
    expect(pending.answers.every((answer) => answer.status === "pending" && answer.confidence === null)).toBe(true);
    expect(pending.procurement).toMatchObject({ id: created.session_id, status_name: "Submitted" });
    expect(pending.filed_by).toMatchObject({ type: "user" });

    await runIntakeJobs(org);
    const session = await getSession(org, created.session_id);
    expect(session).toMatchObject({ status: "complete", failed_count: 0, answered_count: 15 });
    expect(session.completed_at).toBeTypeOf("number");

    const dataTypes = answerTo(session, "types of our data");
    expect(dataTypes.status).toBe("answered");
    expect(dataTypes.selected_options).toContain("Sensitive personal data");
    expect(dataTypes.selected_options).not.toContain("Payment card data");
    for (const citation of dataTypes.citations) {
      const stored = { context: session.context, use_case: session.use_case, description: session.vendor_description }[
        citation.source as "context"
      ];
      expect(stored.slice(citation.start, citation.end)).toBe(citation.text);
    }
    const premises = answerTo(session, "premises");
    expect(premises.selected_options).not.toContain("Yes");

    const unsettled = session.answers.filter((answer) => answer.confidence === "none");
    for (const answer of unsettled) {
      expect(answer).toMatchObject({ status: "answered", answer_text: null, selected_options: [], citations: [] });
      expect(answer.reasoning).toMatch(/^No evidence in the context/);
    }
    expect(session.suggested_inherent_risk?.risk_level_name).toMatch(/Critical|High/);

    const createdEvents = await eventsOfType(org, "IntakeSession.Created");
    expect(createdEvents).toContainEqual({ intake_session_id: created.session_id });
    expect(await eventsOfType(org, "IntakeSession.Submitted")).toContainEqual({
      intake_session_id: created.session_id,
    });
    expect(await eventsOfType(org, "Procurement.Created")).toContainEqual({ procurement_id: created.session_id });
  });

  it("says when the context is longer than each question reads, and refuses one past 100,000 characters", async () => {
    const long = await fileSession(org, {
      vendor_name: "Long Context Ltd",
      questionnaire_ids: [onboardingId],
      context: "x".repeat(CONTEXT_WINDOW_CHARS + 1),
    });
    expect(long.context_truncated).toBe(true);
    const tooLong = await call("/v1/intake/api/sessions", {
      token: org.token,
      body: { vendor_name: "Too Long", questionnaire_ids: [onboardingId], context: "x".repeat(CONTEXT_MAX_CHARS + 1) },
    });
    expect(tooLong.status).toBe(422);
  });

  it("answers 404 for an unknown, archived-elsewhere or another organization's questionnaire, 422 for a bad body", async () => {
    const foreign = await questionnaireOfType(other, "irq");
    for (const ids of [["cbqsr_00000000000000000000000000000000"], [foreign.id], [irqId, foreign.id]]) {
      expectCode(
        await call("/v1/intake/api/sessions", { token: org.token, body: { vendor_name: "X", questionnaire_ids: ids } }),
        404,
        "questionnaire_not_found",
      );
    }
    for (const body of [
      { questionnaire_ids: [irqId] },
      { vendor_name: "X", questionnaire_ids: [] },
      { vendor_name: "  ", questionnaire_ids: [irqId] },
      { vendor_name: "X", questionnaire_ids: [irqId], external_id: "x".repeat(256) },
    ]) {
      expect((await call("/v1/intake/api/sessions", { token: org.token, body })).status).toBe(422);
    }
  });

  it("replays an external_id: 200 with the original session, original data kept, nothing reprocessed", async () => {
    const first = await callApi("post", "/v1/intake/api/sessions", {
      token: org.token,
      body: {
        vendor_name: "Original Name",
        questionnaire_ids: [onboardingId],
        external_id: "REQ-1",
        context: "Net 30 terms.",
      },
    });
    expectStatus(first, 201);
    const jobsBefore = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.type, "intake.answer_session"));
    const replay = await callApi("post", "/v1/intake/api/sessions", {
      token: org.token,
      body: { vendor_name: "Changed Name", questionnaire_ids: [irqId], external_id: "REQ-1", context: "Other text" },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const jobsAfter = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.type, "intake.answer_session"));
    expect(jobsAfter.length).toBe(jobsBefore.length);
    const byExternal = await callApi("get", "/v1/intake/api/sessions/external/REQ-1", { token: org.token });
    expectStatus(byExternal, 200);
    expect(byExternal.body).toMatchObject({
      session_id: first.body.session_id,
      vendor_name: "Original Name",
      external_id: "REQ-1",
    });
    expect(byExternal.body.questionnaires.map((questionnaire) => questionnaire.id)).toEqual([onboardingId]);
    // Another organization's external IDs are its own.
    expect((await call("/v1/intake/api/sessions/external/REQ-1", { token: other.token })).status).toBe(404);
  });

  it("makes one session of concurrent creates with one external_id", async () => {
    const body = { vendor_name: "Racing Vendor", questionnaire_ids: [onboardingId], external_id: "REQ-RACE" };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => callApi("post", "/v1/intake/api/sessions", { token: org.token, body })),
    );
    const ids = new Set(results.map((result) => ("session_id" in result.body ? result.body.session_id : undefined)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 200)).toHaveLength(4);
  });

  it("records who filed it: an API key by its name", async () => {
    const key = await createKey(org, { name: "Procurement system" });
    const created = await fileSession(org, { vendor_name: "Key Filed", questionnaire_ids: [onboardingId] }, key.secret);
    const session = await getSession(org, created.session_id);
    expect(session.filed_by).toMatchObject({ type: "api_key", name: "Procurement system" });
  });
});

describe("reading sessions", () => {
  it("answers 404 intake_session_not_found for an unknown or another organization's session", async () => {
    const mine = await fileSession(org, { vendor_name: "Mine", questionnaire_ids: [onboardingId] });
    expectCode(
      await call(`/v1/intake/api/sessions/${mine.session_id}`, { token: other.token }),
      404,
      "intake_session_not_found",
    );
    expectCode(
      await call("/v1/intake/api/sessions/cbintksn_00000000000000000000000000000000", { token: org.token }),
      404,
      "intake_session_not_found",
    );
  });

  it("lists newest first with status and name filters, never another organization's", async () => {
    await fileSession(other, {
      vendor_name: "Hidden Vendor",
      questionnaire_ids: [(await questionnaireOfType(other, "irq")).id],
    });
    const searched = await callApi("get", "/v1/intake/api/sessions?q=payflow", { token: org.token });
    expectStatus(searched, 200);
    expect(searched.body.items.map((item) => item.vendor_name)).toEqual(["PayFlow"]);
    expect(searched.body.items[0]).not.toHaveProperty("answers");
    const all = await callApi("get", "/v1/intake/api/sessions?limit=200", { token: org.token });
    expectStatus(all, 200);
    const created = all.body.items.map((item) => item.created_at);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(all.body.items.some((item) => item.vendor_name === "Hidden Vendor")).toBe(false);
    expect(all.body.total).toBe(all.body.items.length);
    const complete = await callApi("get", "/v1/intake/api/sessions?status=complete", { token: org.token });
    expectStatus(complete, 200);
    expect(complete.body.items.every((item) => item.status === "complete")).toBe(true);
    expect((await call("/v1/intake/api/sessions?limit=0", { token: org.token })).status).toBe(422);
    expect((await call("/v1/intake/api/sessions?status=done", { token: org.token })).status).toBe(422);
  });
});

describe("the risk team's actions on a session", () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = (
      await fileSession(org, {
        vendor_name: "Catering Co",
        questionnaire_ids: [irqId],
        context: "Catering Co delivers lunch to our office on Fridays.",
      })
    ).session_id;
    await runIntakeJobs(org);
  });

  it("stores a person's answer beside the machine's", async () => {
    const session = await getSession(org, sessionId);
    const question = answerTo(session, "sub-processors or subcontractors to deliver");
    const answered = await callApi("put", `/v1/intake/api/sessions/${sessionId}/answers/${question.question_id}`, {
      token: org.token,
      body: { selected_options: ["No"], answer_text: "Confirmed by phone: they cook in-house." },
    });
    expectStatus(answered, 200);
    const updated = answerTo(answered.body, "sub-processors or subcontractors to deliver");
    expect(updated.human_answer).toMatchObject({
      selected_options: ["No"],
      answer_text: "Confirmed by phone: they cook in-house.",
      answered_by: { name: expect.any(String) },
    });
    expect(updated.selected_options).toEqual(question.selected_options);
    expect((await changesOf(org, "intake_session", sessionId)).some((entry) => entry.action === "answered")).toBe(true);
  });

  it("refuses options the question does not offer, two options on a single select, and an empty answer", async () => {
    const session = await getSession(org, sessionId);
    const single = answerTo(session, "premises");
    const put = (body: Schemas["IntakeHumanAnswerInput"]) =>
      callApi("put", `/v1/intake/api/sessions/${sessionId}/answers/${single.question_id}`, {
        token: org.token,
        body,
      });
    expectCode(await put({ selected_options: ["Maybe"] }), 422, "invalid_answer");
    expectCode(await put({ selected_options: ["Yes", "No"] }), 422, "invalid_answer");
    expect((await put({})).status).toBe(422);
    expectCode(
      await callApi("put", `/v1/intake/api/sessions/${sessionId}/answers/cbqstn_00000000000000000000000000000000`, {
        token: org.token,
        body: { answer_text: "x" },
      }),
      404,
      "intake_question_not_found",
    );
  });

  it("moves the procurement status with Procurement.StatusChanged, and refuses another kind of status", async () => {
    const statuses = await callApi("get", "/v1/statuses?entity=procurement", { token: org.token });
    const [submitted, inReview] = bodyAt(statuses, 200).items;
    if (!submitted || !inReview) {
      throw new Error(`two procurement statuses expected: ${statuses.text}`);
    }
    const moved = await callApi("post", `/v1/intake/api/sessions/${sessionId}/procurement_status`, {
      token: org.token,
      body: { status_id: inReview.id },
    });
    expectStatus(moved, 200);
    expect(moved.body.procurement).toEqual({ id: sessionId, status_id: inReview.id, status_name: "In review" });
    expect(await eventsOfType(org, "Procurement.StatusChanged")).toContainEqual({
      procurement_id: sessionId,
      old_status_id: submitted.id,
      new_status_id: inReview.id,
    });
    const vendorStatuses = await callApi("get", "/v1/statuses?entity=vendor", { token: org.token });
    const [vendorStatus] = bodyAt(vendorStatuses, 200).items;
    if (!vendorStatus) {
      throw new Error(`no vendor status: ${vendorStatuses.text}`);
    }
    expectCode(
      await callApi("post", `/v1/intake/api/sessions/${sessionId}/procurement_status`, {
        token: org.token,
        body: { status_id: vendorStatus.id },
      }),
      400,
      "invalid_status",
    );
    expectCode(
      await callApi("post", `/v1/intake/api/sessions/${sessionId}/procurement_status`, {
        token: other.token,
        body: { status_id: inReview.id },
      }),
      404,
      "intake_session_not_found",
    );
  });

  it("creates the vendor prefilled from the session, once", async () => {
    const created = await callApi("post", `/v1/intake/api/sessions/${sessionId}/vendor`, {
      token: org.token,
      body: {},
    });
    expectStatus(created, 201);
    expect(created.body.vendor_id).toMatch(/^cbvndr_/);
    expect((await call(`/v1/intake/api/sessions/${sessionId}`, { token: org.token })).body).toEqual(created.body);
    const vendor = await call(`/v1/vendors/${created.body.vendor_id}`, { token: org.token });
    expect(vendor.body).toMatchObject({ name: "Catering Co" });
    const linked = await callApi("get", `/v1/intake/api/sessions?vendor_id=${created.body.vendor_id}`, {
      token: org.token,
    });
    expectStatus(linked, 200);
    expect(linked.body.items.map((item) => item.session_id)).toEqual([sessionId]);
    expectCode(
      await call(`/v1/intake/api/sessions/${sessionId}/vendor`, { token: org.token, body: {} }),
      409,
      "intake_vendor_exists",
    );
  });

  it("takes a chosen inherent risk level and refuses an unknown one", async () => {
    const id = (await fileSession(org, { vendor_name: "Risky Co", questionnaire_ids: [onboardingId] })).session_id;
    expectCode(
      await call(`/v1/intake/api/sessions/${id}/vendor`, {
        token: org.token,
        body: { inherent_risk_level_id: "cbsclvl_00000000000000000000000000000000" },
      }),
      400,
      "invalid_vendor",
    );
    const levels = await callApi("get", "/v1/risk_levels", { token: org.token });
    const level = bodyAt(levels, 200).items[1];
    if (!level) {
      throw new Error(`fewer than two risk levels: ${levels.text}`);
    }
    const created = await callApi("post", `/v1/intake/api/sessions/${id}/vendor`, {
      token: org.token,
      body: { name: "Risky Company Ltd", inherent_risk_level_id: level.id },
    });
    expectStatus(created, 201);
    const vendor = await call(`/v1/vendors/${created.body.vendor_id}`, { token: org.token });
    expect(vendor.body).toMatchObject({ name: "Risky Company Ltd" });
    expect(JSON.stringify(vendor.body)).toContain(level.id);
  });
});

describe("a session whose job is gone", () => {
  it("is closed by the sweep: pending answers fail with the reason, the session fails, Submitted is sent", async () => {
    const created = await fileSession(org, { vendor_name: "Stalled Inc", questionnaire_ids: [onboardingId] });
    await db().delete(jobs).where(sql`${jobs.payload}->>'session_id' = ${created.session_id}`);
    await db()
      .update(intakeSessions)
      .set({ status: "processing", updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(intakeSessions.id, created.session_id));
    expect(await sweepStalledSessions()).toBeGreaterThanOrEqual(1);
    const session = await getSession(org, created.session_id);
    expect(session.status).toBe("failed");
    expect(session.failed_count).toBe(session.question_count);
    expect(session.answers.every((answer) => answer.status === "failed" && answer.reasoning === STALLED_REASON)).toBe(
      true,
    );
    expect(await eventsOfType(org, "IntakeSession.Submitted")).toContainEqual({
      intake_session_id: created.session_id,
    });
  });
});
