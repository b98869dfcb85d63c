import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { eventsOfType, questionnaireOfType } from "./testing";

let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  org = await createOrg("Questionnaire Admin Org");
  other = await createOrg("Questionnaire Other Org");
});

const expectCode = (result: { status: number; body: unknown; text: string }, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
};

const newQuestionnaire: Schemas["CreateQuestionnaire"] = {
  name: "Marketing agencies",
  description: "Extra questions for agencies",
  type: "informational",
  questions: [
    { text: "Will the agency post on our social accounts?", response_type: "single_select", options: ["Yes", "No"] },
    {
      text: "Which channels?",
      response_type: "multi_select",
      options: ["Email", "Social", "Print"],
      guidance: "Channels named",
    },
    { text: "Who is the account lead?", response_type: "free_text" },
  ],
};

describe("managing intake questionnaires", () => {
  it("adds, edits (keep, change, add, remove questions) and records the changes", async () => {
    const created = await callApi("post", "/v1/intake/api/questionnaires", {
      token: org.token,
      body: newQuestionnaire,
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({
      name: "Marketing agencies",
      type: "informational",
      is_archived: false,
      question_count: 3,
    });
    const [first, second, third] = created.body.questions;
    expect(third).toMatchObject({ response_type: "free_text", options: [], guidance: null });
    if (!first || !second || !third) {
      throw new Error(`three questions expected: ${created.text}`);
    }

    const edited = await callApi("patch", `/v1/intake/api/questionnaires/${created.body.id}`, {
      token: org.token,
      body: {
        name: "Marketing and PR agencies",
        questions: [
          {
            id: second.id,
            text: "Which channels will they use?",
            response_type: "multi_select",
            options: ["Email", "Social"],
          },
          { id: first.id, text: first.text, response_type: "single_select", options: ["Yes", "No"] },
          { text: "Will they use AI to write content?", response_type: "single_select", options: ["Yes", "No"] },
        ],
      },
    });
    expectStatus(edited, 200);
    expect(edited.body.name).toBe("Marketing and PR agencies");
    expect(edited.body.description).toBe("Extra questions for agencies");
    expect(edited.body.questions.map((question) => question.text)).toEqual([
      "Which channels will they use?",
      first.text,
      "Will they use AI to write content?",
    ]);
    expect(edited.body.questions[0]?.id).toBe(second.id);
    expect(edited.body.questions.some((question) => question.id === third.id)).toBe(false);
    const changes = await changesOf(org, "intake_questionnaire", created.body.id);
    expect(changes.map((entry) => entry.action)).toEqual(["updated", "created"]);
  });

  it("refuses bad questions: a select without options, options on free text, repeated options, foreign ids", async () => {
    const irq = await questionnaireOfType(org, "irq");
    const post = (questions: unknown[]) =>
      callApi("post", "/v1/intake/api/questionnaires", {
        token: org.token,
        uncheckedBody: { ...newQuestionnaire, questions },
      });
    expect((await post([{ text: "Pick", response_type: "single_select", options: ["Only"] }])).status).toBe(422);
    expect((await post([{ text: "Say", response_type: "free_text", options: ["A", "B"] }])).status).toBe(422);
    expect((await post([{ text: "Pick", response_type: "multi_select", options: ["A", "a"] }])).status).toBe(422);
    expect((await post([])).status).toBe(422);
    const foreign = await questionnaireOfType(other, "irq");
    const foreignRead = await callApi("get", `/v1/intake/api/questionnaires/${foreign.id}`, { token: other.token });
    const [foreignQuestion] = bodyAt(foreignRead, 200).questions;
    if (!foreignQuestion) {
      throw new Error(`the other organization's questionnaire has no question: ${foreignRead.text}`);
    }
    expectCode(
      await callApi("patch", `/v1/intake/api/questionnaires/${irq.id}`, {
        token: org.token,
        body: { questions: [{ ...foreignQuestion, id: foreignQuestion.id }] },
      }),
      404,
      "intake_question_not_found",
    );
    expectCode(
      await call(`/v1/intake/api/questionnaires/${foreign.id}`, { token: org.token }),
      404,
      "questionnaire_not_found",
    );
  });

  it("is for admins and keys; members read but cannot change", async () => {
    const member = await createMember(org, "org:member");
    expect((await call("/v1/intake/api/questionnaires", { token: member.token })).status).toBe(200);
    expectCode(
      await call("/v1/intake/api/questionnaires", { token: member.token, body: newQuestionnaire }),
      403,
      "insufficient_role",
    );
    const key = await createKey(org, { name: "Intake admin key" });
    expect((await call("/v1/intake/api/questionnaires", { token: key.secret, body: newQuestionnaire })).status).toBe(
      201,
    );
  });

  it("archiving removes it from the list; archiving the last disables intake until one is added", async () => {
    const fresh = await createOrg("Intake Disabled Org");
    const listed = bodyAt(await callApi("get", "/v1/intake/api/questionnaires", { token: fresh.token }), 200).items;
    const [firstOne, lastOne] = listed;
    if (!firstOne || !lastOne) {
      throw new Error("a new organization has two questionnaires");
    }
    const archived = await callApi("post", `/v1/intake/api/questionnaires/${firstOne.id}/archive`, {
      token: fresh.token,
    });
    expectStatus(archived, 200);
    expect(archived.body.is_archived).toBe(true);
    expect(await eventsOfType(fresh, "OrgIntake.QuestionnaireRemoved")).toEqual([
      { questionnaire_id: firstOne.id, intake_disabled: false },
    ]);
    expectCode(
      await call(`/v1/intake/api/questionnaires/${firstOne.id}`, {
        method: "PATCH",
        token: fresh.token,
        body: { name: "x" },
      }),
      409,
      "questionnaire_archived",
    );
    // An archived questionnaire cannot be filed against.
    expectCode(
      await call("/v1/intake/api/sessions", {
        token: fresh.token,
        body: { vendor_name: "V", questionnaire_ids: [firstOne.id] },
      }),
      404,
      "questionnaire_not_found",
    );
    await call(`/v1/intake/api/questionnaires/${lastOne.id}/archive`, { method: "POST", token: fresh.token });
    const repeat = await call(`/v1/intake/api/questionnaires/${lastOne.id}/archive`, {
      method: "POST",
      token: fresh.token,
    });
    expect(repeat.status).toBe(200);
    expect(await eventsOfType(fresh, "OrgIntake.QuestionnaireRemoved")).toHaveLength(2);
    expect(await eventsOfType(fresh, "OrgIntake.Disabled")).toEqual([{ removed_questionnaire_id: lastOne.id }]);
    expect((await call("/v1/intake/api/questionnaires", { token: fresh.token })).body).toEqual({ items: [], total: 0 });
    expectCode(
      await call("/v1/intake/api/sessions", {
        token: fresh.token,
        body: { vendor_name: "V", questionnaire_ids: [lastOne.id] },
      }),
      409,
      "intake_disabled",
    );
    const readded = await callApi("post", "/v1/intake/api/questionnaires", {
      token: fresh.token,
      body: newQuestionnaire,
    });
    expectStatus(readded, 201);
    const filed = await callApi("post", "/v1/intake/api/sessions", {
      token: fresh.token,
      body: { vendor_name: "V", questionnaire_ids: [readded.body.id] },
    });
    expect(filed.status).toBe(201);
  });
});
