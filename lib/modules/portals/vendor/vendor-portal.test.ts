import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { portalSignInCodes } from "../tables";
import {
  answerAll,
  asVisitor,
  domain,
  mailedCode,
  mailsTo,
  openRequest,
  questionnaire,
  type Section,
  signIn,
} from "../testing";

const eventsOf = async (type: string, responseId: string) =>
  (
    await db()
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.eventType, [type]))
  ).filter((event) => (event.data as { questionnaire_response_id?: string }).questionnaire_response_id === responseId);

let org: TestOrg;
let vendorId: string;
let vendorDomain: string;

beforeAll(async () => {
  org = await createOrg("Portal Customer Org");
  vendorId = (await createVendor(org, { name: "Portal Vendor" })).id;
  vendorDomain = domain();
});

describe("the vendor portal: what the link shows before signing in", () => {
  it("names the organization, type, due date and sections, and nothing of the answers", async () => {
    const request = await openRequest(org, vendorId, `ciso@${vendorDomain}`);
    const intro = await call(request.base);
    expect(intro.status).toBe(200);
    expect(intro.body).toMatchObject({
      id: request.id,
      organization_name: "Portal Customer Org",
      type: "irq",
      state: "open",
      paused: false,
      visitor: null,
    });
    expect(intro.body.due_at).toBeGreaterThan(Date.now() / 1000);
    expect(intro.body.sections.length).toBeGreaterThan(0);
    expect(intro.body.sections[0].question_count).toBeGreaterThan(0);
    expect(JSON.stringify(intro.body)).not.toContain("recipient");
    expect((await call("/api/portal/cbsbpt_00000000000000000000000000000000")).body.detail.code).toBe(
      "portal_not_found",
    );
    const unsigned = await call(`${request.base}/questionnaire`);
    expect([unsigned.status, unsigned.body.detail.code]).toEqual([401, "portal_sign_in_required"]);
  });
});

describe("the vendor portal: signing in with a one-time code", () => {
  it("answers an unknown address as a known one, and mails a code only to an allowed address", async () => {
    const request = await openRequest(org, vendorId, `owner@${vendorDomain}`);
    const known = await call(`${request.base}/sign-in/code`, { body: { email: `Owner@${vendorDomain}` } });
    const unknown = await call(`${request.base}/sign-in/code`, { body: { email: `stranger@${vendorDomain}` } });
    expect(known.status).toBe(202);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(await mailsTo(request.id, `owner@${vendorDomain}`)).toBe(1);
    expect(await mailsTo(request.id, `stranger@${vendorDomain}`)).toBe(0);
    const [stored] = await db().select().from(portalSignInCodes).where(eq(portalSignInCodes.portalId, request.id));
    const code = await mailedCode(request.id, `owner@${vendorDomain}`);
    expect(stored?.codeHash).not.toContain(code);
  });

  it("sets an HttpOnly, SameSite=Strict cookie for this request's paths only, for 8 hours", async () => {
    const request = await openRequest(org, vendorId, `cookie@${vendorDomain}`);
    await call(`${request.base}/sign-in/code`, { body: { email: `cookie@${vendorDomain}` } });
    const signedIn = await call(`${request.base}/sign-in`, {
      body: { email: `cookie@${vendorDomain}`, code: await mailedCode(request.id, `cookie@${vendorDomain}`) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ email: `cookie@${vendorDomain}`, section_key: null });
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`Path=/api/portal/${request.id}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Max-Age=28800");
    const session = cookie.split(";")[0] ?? "";
    expect((await call(request.base, asVisitor(session))).body.visitor).toEqual({
      email: `cookie@${vendorDomain}`,
      section_key: null,
    });
    const out = await call(`${request.base}/sign-out`, { method: "POST", ...asVisitor(session) });
    expect(out.status).toBe(204);
    expect((await call(`${request.base}/questionnaire`, asVisitor(session))).status).toBe(401);
  });

  it("refuses a wrong code, a used code, an expired code, a sixth try and another request's code", async () => {
    const email = `tries@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const other = await openRequest(org, vendorId, email);
    await call(`${request.base}/sign-in/code`, { body: { email } });
    const code = await mailedCode(request.id, email);
    const wrong = code === "000000" ? "000001" : "000000";
    const onOther = await call(`${other.base}/sign-in`, { body: { email, code } });
    expect([onOther.status, onOther.body.detail.code]).toEqual([401, "invalid_sign_in_code"]);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(`${request.base}/sign-in`, { body: { email, code: wrong } })).status).toBe(401);
    }
    expect((await call(`${request.base}/sign-in`, { body: { email, code } })).status).toBe(401);

    await call(`${request.base}/sign-in/code`, { body: { email } });
    const fresh = await mailedCode(request.id, email);
    expect((await call(`${request.base}/sign-in`, { body: { email, code: fresh } })).status).toBe(200);
    expect((await call(`${request.base}/sign-in`, { body: { email, code: fresh } })).status).toBe(401);

    await call(`${request.base}/sign-in/code`, { body: { email } });
    const late = await mailedCode(request.id, email);
    await db()
      .update(portalSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalSignInCodes.portalId, request.id));
    expect((await call(`${request.base}/sign-in`, { body: { email, code: late } })).status).toBe(401);
    const malformed = await call(`${request.base}/sign-in`, { body: { email, code: "12ab" } });
    expect(malformed.status).toBe(422);
  });

  it("throttles codes per address (429 with Retry-After)", async () => {
    const email = `throttled-${randomBytes(3).toString("hex")}@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const answers: number[] = [];
    const network = `198.51.${randomBytes(1)[0]}`;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        (await call(`${request.base}/sign-in/code`, { body: { email }, peer: `${network}.${attempt}` })).status,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await call(`${request.base}/sign-in/code`, { body: { email }, peer: `${network}.99` });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps a session to its own request, and keeps customers' credentials and vendors' cookies apart", async () => {
    const email = `isolated@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const other = await openRequest(org, vendorId, `someone-else@${vendorDomain}`);
    const cookie = await signIn(request, email);
    expect((await call(`${other.base}/questionnaire`, asVisitor(cookie))).status).toBe(401);
    const key = await createKey(org);
    expect((await call(`${request.base}/questionnaire`, { token: key.secret })).status).toBe(401);
    expect((await call(`${request.base}/questionnaire`, { token: org.token })).status).toBe(401);
    expect((await call("/v1/portals", asVisitor(cookie))).status).toBe(401);
    const own = await questionnaire(request, cookie);
    const questionId = own.sections[0].questions[0].id;
    const onOther = await call(`${other.base}/answers/${questionId}`, {
      method: "PUT",
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expect(onOther.status).toBe(401);
    // Another request's question, named on the visitor's own request, is not found.
    const theirs = await questionnaire(other, await signIn(other, `someone-else@${vendorDomain}`));
    const crossed = await call(`${request.base}/answers/${theirs.sections[0].questions[0].id}`, {
      method: "PUT",
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expect([crossed.status, crossed.body.detail.code]).toEqual([404, "portal_question_not_found"]);
    const webSession = await call(`${request.base}/questionnaire`, {
      headers: { cookie: `authjs.session-token=${org.token}; next-auth.session-token=${org.token}` },
    });
    expect(webSession.status).toBe(401);
  });

  it("refuses sign-in on a paused or closed request, and ends sessions of a closed one", async () => {
    const email = `paused@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const cookie = await signIn(request, email);
    const { portals } = await import("../tables");
    await db().update(portals).set({ paused: true }).where(eq(portals.id, request.id));
    const asked = await call(`${request.base}/sign-in/code`, { body: { email } });
    expect([asked.status, asked.body.detail.code]).toEqual([409, "portal_not_open"]);
    const own = await questionnaire(request, cookie);
    const save = await call(`${request.base}/answers/${own.sections[0].questions[0].id}`, {
      method: "PUT",
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expect([save.status, save.body.detail.code]).toEqual([409, "portal_not_open"]);
    await db().update(portals).set({ paused: false, status: "closed" }).where(eq(portals.id, request.id));
    expect((await call(`${request.base}/questionnaire`, asVisitor(cookie))).status).toBe(401);
    expect((await call(`${request.base}/sign-in/code`, { body: { email } })).status).toBe(409);
  });
});

describe("the vendor portal: answering", () => {
  it("autosaves every change, restores it on reload, checks options and counts progress", async () => {
    const email = `answers@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const cookie = await signIn(request, email);
    const before = await questionnaire(request, cookie);
    const sections: Section[] = before.sections;
    const text = sections
      .flatMap((section) => section.questions)
      .find((question) => question.response_type === "free_text");
    const select = sections
      .flatMap((section) => section.questions)
      .find((question) => question.response_type !== "free_text");
    if (!text || !select) {
      throw new Error("the default questionnaire has text and option questions");
    }
    const saved = await call(`${request.base}/answers/${text.id}`, {
      method: "PUT",
      body: { answer_text: "Customer contact names only.", comment: "Ask our DPO for details." },
      ...asVisitor(cookie),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.answer).toMatchObject({ answer_text: "Customer contact names only.", answered_by: email });
    expect(saved.body.progress).toMatchObject({ answered: 1, total: before.progress.total });
    const commentOnly = await call(`${request.base}/answers/${text.id}`, {
      method: "PUT",
      body: { comment: "Updated comment" },
      ...asVisitor(cookie),
    });
    expect(commentOnly.body.answer).toMatchObject({
      answer_text: "Customer contact names only.",
      comment: "Updated comment",
    });
    const badOption = await call(`${request.base}/answers/${select.id}`, {
      method: "PUT",
      body: { selected_options: ["not an option"] },
      ...asVisitor(cookie),
    });
    expect([badOption.status, badOption.body.detail.code]).toEqual([422, "invalid_answer"]);
    const tooLong = await call(`${request.base}/answers/${text.id}`, {
      method: "PUT",
      body: { answer_text: "x".repeat(20_001) },
      ...asVisitor(cookie),
    });
    expect(tooLong.status).toBe(422);
    const unknown = await call(`${request.base}/answers/cbptq_unknown`, {
      method: "PUT",
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expect([unknown.status, unknown.body.detail.code]).toEqual([404, "portal_question_not_found"]);

    const reloaded = await questionnaire(request, cookie);
    const restored = reloaded.sections
      .flatMap((section: Section) => section.questions)
      .find((question: { id: string }) => question.id === text.id);
    expect(restored.answer).toMatchObject({ answer_text: "Customer contact names only.", comment: "Updated comment" });
    const { portals } = await import("../tables");
    const [row] = await db().select().from(portals).where(eq(portals.id, request.id));
    expect(row?.responseId).toMatch(/^cbqresp_/);
    expect(row?.lastVendorActivityAt).not.toBeNull();
    expect(await eventsOf("QuestionnaireResponse.Created", row?.responseId ?? "")).toHaveLength(1);
  });

  it("takes evidence files as documents of the vendor, linked to the answer", async () => {
    const email = `files@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const cookie = await signIn(request, email);
    const question = (await questionnaire(request, cookie)).sections[0].questions[0];
    const upload = (name: string, content: string) => {
      const form = new FormData();
      form.append("file", new Blob([content], { type: "text/plain" }), name);
      return call(`${request.base}/answers/${question.id}/files`, {
        method: "POST",
        rawBody: form,
        ...asVisitor(cookie),
      });
    };
    const [first, second] = await Promise.all([
      upload("soc2-bridge-letter.txt", "SOC 2 bridge letter"),
      upload("encryption-policy.txt", "We encrypt"),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const refused = await upload("tool.exe", "MZ");
    expect([refused.status, refused.body.detail.code]).toEqual([400, "unsupported_file_type"]);
    const answer = (await questionnaire(request, cookie)).sections[0].questions[0].answer;
    expect(answer.documents.map((document: { name: string }) => document.name).sort()).toEqual([
      "encryption-policy.txt",
      "soc2-bridge-letter.txt",
    ]);
    const key = await createKey(org);
    const documents = await call(`/v1/documents?vendor_id=${vendorId}`, { token: key.secret });
    const ids = documents.body.data.map((document: { id: string }) => document.id);
    expect(ids).toEqual(expect.arrayContaining([first.body.id, second.body.id]));
  });
});

describe("the vendor portal: handing a section to a colleague, submitting, reusing", () => {
  it("lets a colleague answer their section only, then the recipient submits once everything required is answered", async () => {
    const recipient = `lead@${vendorDomain}`;
    const colleague = `security@${vendorDomain}`;
    const listed = await call("/v1/intake/api/questionnaires", { token: org.token });
    const questionnaireIds = listed.body.items.map((item: { id: string }) => item.id);
    expect(questionnaireIds.length).toBeGreaterThan(1);
    const request = await openRequest(org, vendorId, recipient, { questionnaireIds });
    const lead = await signIn(request, recipient);
    const sections: Section[] = (await questionnaire(request, lead)).sections;
    const section = sections.at(-1) as Section;
    const foreign = await call(`${request.base}/sections/${section.key}/hand-over`, {
      body: { email: "someone@elsewhere.example" },
      ...asVisitor(lead),
    });
    expect([foreign.status, foreign.body.detail.code]).toEqual([422, "invalid_invitee"]);
    const handed = await call(`${request.base}/sections/${section.key}/hand-over`, {
      body: { email: colleague },
      ...asVisitor(lead),
    });
    expect(handed.status).toBe(200);
    expect(await mailsTo(request.id, colleague)).toBe(1);

    const helper = await signIn(request, colleague);
    const seen = await questionnaire(request, helper);
    expect(seen.visitor).toEqual({ email: colleague, section_key: section.key });
    expect(seen.sections.map((candidate: { editable: boolean }) => candidate.editable)).toEqual(
      sections.map((candidate) => candidate.key === section.key),
    );
    await answerAll(request, helper, [section]);
    const outside = sections[0] as Section;
    const refused = await call(`${request.base}/answers/${outside.questions[0]?.id}`, {
      method: "PUT",
      body: { answer_text: "x" },
      ...asVisitor(helper),
    });
    expect(refused.status).toBe(404);
    expect((await call(`${request.base}/submit`, { method: "POST", ...asVisitor(helper) })).status).toBe(409);

    const early = await call(`${request.base}/submit`, { method: "POST", ...asVisitor(lead) });
    expect([early.status, early.body.detail.code]).toEqual([422, "response_incomplete"]);
    expect(early.body.detail.question_ids.length).toBe(sections[0]?.questions.length);
    await answerAll(
      request,
      lead,
      sections.filter((candidate) => candidate.key !== section.key),
    );
    const afterHelper = await questionnaire(request, lead);
    expect(afterHelper.progress.required_unanswered).toBe(0);
    const submitted = await call(`${request.base}/submit`, { method: "POST", ...asVisitor(lead) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.state).toBe("submitted");
    const key = await createKey(org);
    const portal = await call(`/v1/portals/${request.id}`, { token: key.secret });
    expect(portal.body).toMatchObject({ state: "submitted", status: "submitted" });
    expect(portal.body.submitted_at).toBeGreaterThan(0);
    const { portals } = await import("../tables");
    const [row] = await db().select().from(portals).where(eq(portals.id, request.id));
    const changed = await eventsOf("QuestionnaireResponse.StatusChanged", row?.responseId ?? "");
    expect(changed.map((event) => event.data)).toEqual([
      { questionnaire_response_id: row?.responseId, old_status: "in_progress", new_status: "submitted" },
    ]);
    expect(await mailsTo(request.id, org.email)).toBe(1);
    const late = await call(`${request.base}/answers/${section.questions[0]?.id}`, {
      method: "PUT",
      body: { answer_text: "later" },
      ...asVisitor(lead),
    });
    expect(late.status).toBe(409);

    // A later request to the same vendor offers each earlier answer to confirm.
    const next = await openRequest(org, vendorId, recipient, { questionnaireIds });
    const again = await signIn(next, recipient);
    const offered = (await questionnaire(next, again)).sections[0].questions[0];
    expect(offered.answer).toBeNull();
    expect(offered.earlier_answer).not.toBeNull();
    const confirmed = await call(`${next.base}/answers/${offered.id}`, {
      method: "PUT",
      body: {
        answer_text: offered.earlier_answer.answer_text,
        selected_options: offered.earlier_answer.selected_options,
      },
      ...asVisitor(again),
    });
    expect(confirmed.body.progress.answered).toBe(1);
  });
});
