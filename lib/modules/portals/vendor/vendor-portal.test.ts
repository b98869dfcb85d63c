import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { portalSignInCodes } from "../tables";
import {
  answerAll,
  asVisitor,
  domain,
  mailedCode,
  mailsTo,
  type Opened,
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

/** The first question of the first section, which every questionnaire here has. */
function firstQuestion(questionnaire: Schemas["PortalQuestionnaire"]) {
  const question = questionnaire.sections[0]?.questions[0];
  if (!question) {
    throw new Error("the questionnaire has no question");
  }
  return question;
}

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
    const intro = await callApi("get", request.base);
    expectStatus(intro, 200);
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
    expect(intro.body.sections[0]?.question_count).toBeGreaterThan(0);
    expect(JSON.stringify(intro.body)).not.toContain("recipient");
    const unknown = await callApi("get", "/api/portal/cbsbpt_00000000000000000000000000000000");
    expect(errorDetail(unknown.body).code).toBe("portal_not_found");
    const unsigned = await callApi("get", `${request.base}/questionnaire`);
    expectStatus(unsigned, 401);
    expect(unsigned.body.detail.code).toBe("portal_sign_in_required");
  });
});

describe("the vendor portal: signing in with a one-time code", () => {
  it("answers an unknown address as a known one, and mails a code only to an allowed address", async () => {
    const request = await openRequest(org, vendorId, `owner@${vendorDomain}`);
    const known = await callApi("post", `${request.base}/sign-in/code`, { body: { email: `Owner@${vendorDomain}` } });
    const unknown = await callApi("post", `${request.base}/sign-in/code`, {
      body: { email: `stranger@${vendorDomain}` },
    });
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
    await callApi("post", `${request.base}/sign-in/code`, { body: { email: `cookie@${vendorDomain}` } });
    const signedIn = await callApi("post", `${request.base}/sign-in`, {
      body: { email: `cookie@${vendorDomain}`, code: await mailedCode(request.id, `cookie@${vendorDomain}`) },
    });
    expectStatus(signedIn, 200);
    expect(signedIn.body).toEqual({ email: `cookie@${vendorDomain}`, section_key: null });
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`Path=/api/portal/${request.id}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Max-Age=28800");
    const session = cookie.split(";")[0] ?? "";
    expect(bodyAt(await callApi("get", request.base, asVisitor(session)), 200).visitor).toEqual({
      email: `cookie@${vendorDomain}`,
      section_key: null,
    });
    const out = await callApi("post", `${request.base}/sign-out`, asVisitor(session));
    expect(out.status).toBe(204);
    expect((await callApi("get", `${request.base}/questionnaire`, asVisitor(session))).status).toBe(401);
  });

  it("refuses a wrong code, a used code, an expired code, a sixth try and another request's code", async () => {
    const email = `tries@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const other = await openRequest(org, vendorId, email);
    const signInWith = (on: Opened, code: string) => callApi("post", `${on.base}/sign-in`, { body: { email, code } });
    await callApi("post", `${request.base}/sign-in/code`, { body: { email } });
    const code = await mailedCode(request.id, email);
    const wrong = code === "000000" ? "000001" : "000000";
    const onOther = await signInWith(other, code);
    expectStatus(onOther, 401);
    expect(onOther.body.detail.code).toBe("invalid_sign_in_code");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInWith(request, wrong)).status).toBe(401);
    }
    expect((await signInWith(request, code)).status).toBe(401);

    await callApi("post", `${request.base}/sign-in/code`, { body: { email } });
    const fresh = await mailedCode(request.id, email);
    expect((await signInWith(request, fresh)).status).toBe(200);
    expect((await signInWith(request, fresh)).status).toBe(401);

    await callApi("post", `${request.base}/sign-in/code`, { body: { email } });
    const late = await mailedCode(request.id, email);
    await db()
      .update(portalSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(portalSignInCodes.portalId, request.id));
    expect((await signInWith(request, late)).status).toBe(401);
    const malformed = await signInWith(request, "12ab");
    expect(malformed.status).toBe(422);
  });

  it("throttles codes per address (429 with Retry-After)", async () => {
    const email = `throttled-${randomBytes(3).toString("hex")}@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const answers: number[] = [];
    const network = `198.51.${randomBytes(1)[0]}`;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        (await callApi("post", `${request.base}/sign-in/code`, { body: { email }, peer: `${network}.${attempt}` }))
          .status,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await callApi("post", `${request.base}/sign-in/code`, { body: { email }, peer: `${network}.99` });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps a session to its own request, and keeps customers' credentials and vendors' cookies apart", async () => {
    const email = `isolated@${vendorDomain}`;
    const request = await openRequest(org, vendorId, email);
    const other = await openRequest(org, vendorId, `someone-else@${vendorDomain}`);
    const cookie = await signIn(request, email);
    expect((await callApi("get", `${other.base}/questionnaire`, asVisitor(cookie))).status).toBe(401);
    const key = await createKey(org);
    expect((await callApi("get", `${request.base}/questionnaire`, { token: key.secret })).status).toBe(401);
    expect((await callApi("get", `${request.base}/questionnaire`, { token: org.token })).status).toBe(401);
    expect((await callApi("get", "/v1/portals", asVisitor(cookie))).status).toBe(401);
    const own = await questionnaire(request, cookie);
    const questionId = firstQuestion(own).id;
    const onOther = await callApi("put", `${other.base}/answers/${questionId}`, {
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expect(onOther.status).toBe(401);
    // Another request's question, named on the visitor's own request, is not found.
    const theirs = await questionnaire(other, await signIn(other, `someone-else@${vendorDomain}`));
    const crossed = await callApi("put", `${request.base}/answers/${firstQuestion(theirs).id}`, {
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expectStatus(crossed, 404);
    expect(crossed.body.detail.code).toBe("portal_question_not_found");
    const webSession = await callApi("get", `${request.base}/questionnaire`, {
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
    const asked = await callApi("post", `${request.base}/sign-in/code`, { body: { email } });
    expectStatus(asked, 409);
    expect(asked.body.detail.code).toBe("portal_not_open");
    const own = await questionnaire(request, cookie);
    const save = await callApi("put", `${request.base}/answers/${firstQuestion(own).id}`, {
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expectStatus(save, 409);
    expect(save.body.detail.code).toBe("portal_not_open");
    await db().update(portals).set({ paused: false, status: "closed" }).where(eq(portals.id, request.id));
    expect((await callApi("get", `${request.base}/questionnaire`, asVisitor(cookie))).status).toBe(401);
    expect((await callApi("post", `${request.base}/sign-in/code`, { body: { email } })).status).toBe(409);
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
    const saved = await callApi("put", `${request.base}/answers/${text.id}`, {
      body: { answer_text: "Customer contact names only.", comment: "Ask our DPO for details." },
      ...asVisitor(cookie),
    });
    expectStatus(saved, 200);
    expect(saved.body.answer).toMatchObject({ answer_text: "Customer contact names only.", answered_by: email });
    expect(saved.body.progress).toMatchObject({ answered: 1, total: before.progress.total });
    const commentOnly = await callApi("put", `${request.base}/answers/${text.id}`, {
      body: { comment: "Updated comment" },
      ...asVisitor(cookie),
    });
    expectStatus(commentOnly, 200);
    expect(commentOnly.body.answer).toMatchObject({
      answer_text: "Customer contact names only.",
      comment: "Updated comment",
    });
    const badOption = await callApi("put", `${request.base}/answers/${select.id}`, {
      body: { selected_options: ["not an option"] },
      ...asVisitor(cookie),
    });
    expectStatus(badOption, 422);
    expect(errorDetail(badOption.body).code).toBe("invalid_answer");
    const tooLong = await callApi("put", `${request.base}/answers/${text.id}`, {
      body: { answer_text: "x".repeat(20_001) },
      ...asVisitor(cookie),
    });
    expect(tooLong.status).toBe(422);
    const unknown = await callApi("put", `${request.base}/answers/cbptq_unknown`, {
      body: { answer_text: "x" },
      ...asVisitor(cookie),
    });
    expectStatus(unknown, 404);
    expect(unknown.body.detail.code).toBe("portal_question_not_found");

    const reloaded = await questionnaire(request, cookie);
    const restored = reloaded.sections
      .flatMap((section) => section.questions)
      .find((question) => question.id === text.id);
    expect(restored?.answer).toMatchObject({ answer_text: "Customer contact names only.", comment: "Updated comment" });
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
    const question = firstQuestion(await questionnaire(request, cookie));
    const upload = (name: string, content: string) => {
      const form = new FormData();
      form.append("file", new Blob([content], { type: "text/plain" }), name);
      return callApi("post", `${request.base}/answers/${question.id}/files`, {
        rawBody: form,
        ...asVisitor(cookie),
      });
    };
    const [first, second] = await Promise.all([
      upload("soc2-bridge-letter.txt", "SOC 2 bridge letter"),
      upload("encryption-policy.txt", "We encrypt"),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expectStatus(first, 201);
    expectStatus(second, 201);
    const refused = await upload("tool.exe", "MZ");
    expectStatus(refused, 400);
    expect(refused.body.detail.code).toBe("unsupported_file_type");
    const answer = firstQuestion(await questionnaire(request, cookie)).answer;
    expect(answer?.documents.map((document) => document.name).sort()).toEqual([
      "encryption-policy.txt",
      "soc2-bridge-letter.txt",
    ]);
    const key = await createKey(org);
    const documents = await callApi("get", `/v1/documents?vendor_id=${vendorId}`, { token: key.secret });
    expectStatus(documents, 200);
    const ids = documents.body.data.map((document) => document.id);
    expect(ids).toEqual(expect.arrayContaining([first.body.id, second.body.id]));
  });
});

describe("the vendor portal: handing a section to a colleague, submitting, reusing", () => {
  it("lets a colleague answer their section only, then the recipient submits once everything required is answered", async () => {
    const recipient = `lead@${vendorDomain}`;
    const colleague = `security@${vendorDomain}`;
    const listed = await callApi("get", "/v1/intake/api/questionnaires", { token: org.token });
    expectStatus(listed, 200);
    const questionnaireIds = listed.body.items.map((item) => item.id);
    expect(questionnaireIds.length).toBeGreaterThan(1);
    const request = await openRequest(org, vendorId, recipient, { questionnaireIds });
    const lead = await signIn(request, recipient);
    const sections: Section[] = (await questionnaire(request, lead)).sections;
    const section = sections.at(-1)!;
    const foreign = await callApi("post", `${request.base}/sections/${section.key}/hand-over`, {
      body: { email: "someone@elsewhere.example" },
      ...asVisitor(lead),
    });
    expectStatus(foreign, 422);
    expect(errorDetail(foreign.body).code).toBe("invalid_invitee");
    const handed = await callApi("post", `${request.base}/sections/${section.key}/hand-over`, {
      body: { email: colleague },
      ...asVisitor(lead),
    });
    expect(handed.status).toBe(200);
    expect(await mailsTo(request.id, colleague)).toBe(1);

    const helper = await signIn(request, colleague);
    const seen = await questionnaire(request, helper);
    expect(seen.visitor).toEqual({ email: colleague, section_key: section.key });
    expect(seen.sections.map((candidate) => candidate.editable)).toEqual(
      sections.map((candidate) => candidate.key === section.key),
    );
    await answerAll(request, helper, [section]);
    const outside = sections[0]!;
    const refused = await callApi("put", `${request.base}/answers/${outside.questions[0]?.id}`, {
      body: { answer_text: "x" },
      ...asVisitor(helper),
    });
    expect(refused.status).toBe(404);
    expect((await callApi("post", `${request.base}/submit`, asVisitor(helper))).status).toBe(409);

    const early = await callApi("post", `${request.base}/submit`, asVisitor(lead));
    expectStatus(early, 422);
    expect(early.body.detail.code).toBe("response_incomplete");
    // detail also lists the unanswered questions (an extension of the error envelope).
    expect(early.body.detail).toHaveProperty("question_ids.length", sections[0]?.questions.length);
    await answerAll(
      request,
      lead,
      sections.filter((candidate) => candidate.key !== section.key),
    );
    const afterHelper = await questionnaire(request, lead);
    expect(afterHelper.progress.required_unanswered).toBe(0);
    const submitted = await callApi("post", `${request.base}/submit`, asVisitor(lead));
    expectStatus(submitted, 200);
    expect(submitted.body.state).toBe("submitted");
    const key = await createKey(org);
    const portal = await callApi("get", `/v1/portals/${request.id}`, { token: key.secret });
    expectStatus(portal, 200);
    expect(portal.body).toMatchObject({ state: "submitted", status: "submitted" });
    expect(portal.body.submitted_at).toBeGreaterThan(0);
    const { portals } = await import("../tables");
    const [row] = await db().select().from(portals).where(eq(portals.id, request.id));
    const changed = await eventsOf("QuestionnaireResponse.StatusChanged", row?.responseId ?? "");
    expect(changed.map((event) => event.data)).toEqual([
      { questionnaire_response_id: row?.responseId, old_status: "in_progress", new_status: "submitted" },
    ]);
    expect(await mailsTo(request.id, org.email)).toBe(1);
    const late = await callApi("put", `${request.base}/answers/${section.questions[0]?.id}`, {
      body: { answer_text: "later" },
      ...asVisitor(lead),
    });
    expect(late.status).toBe(409);

    // A later request to the same vendor offers each earlier answer to confirm.
    const next = await openRequest(org, vendorId, recipient, { questionnaireIds });
    const again = await signIn(next, recipient);
    const offered = firstQuestion(await questionnaire(next, again));
    expect(offered.answer).toBeNull();
    expect(offered.earlier_answer).not.toBeNull();
    const confirmed = await callApi("put", `${next.base}/answers/${offered.id}`, {
      body: {
        answer_text: offered.earlier_answer?.answer_text,
        selected_options: offered.earlier_answer?.selected_options,
      },
      ...asVisitor(again),
    });
    expectStatus(confirmed, 200);
    expect(confirmed.body.progress.answered).toBe(1);
  });
});
