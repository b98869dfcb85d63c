import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { controlsOfSets, defaultControlSetIds } from "@/lib/modules/controls";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { questionsOfRequest, sectionsOf } from "./questions";
import { openPortalRequest } from "./service";

const opened = (
  orgId: string,
  vendorId: string,
  type: "irq" | "rfp",
  asks?: Parameters<typeof openPortalRequest>[1]["asks"],
) =>
  openPortalRequest(db(), {
    orgId,
    vendorId,
    type,
    displayName: "Request",
    recipientEmail: "ciso@vendor.example",
    dueAt: null,
    asks,
  });

describe("what a request asks, copied when it is opened", () => {
  it("asks the intake questionnaires of its type, else every active one, one section each", async () => {
    const org = await createOrg();
    const vendorId = (await createVendor(org)).id;
    const listed = bodyAt(await callApi("get", "/v1/intake/api/questionnaires", { token: org.token }), 200).items;
    const irq = listed.find((questionnaire) => questionnaire.type === "irq");
    const irqRequest = await opened(org.orgId, vendorId, "irq");
    const irqSections = sectionsOf(await questionsOfRequest(db(), org.orgId, irqRequest.id));
    expect(irqSections.map((section) => [section.title, section.questions.length])).toEqual([
      [irq?.name, irq?.question_count],
    ]);
    const rfp = await opened(org.orgId, vendorId, "rfp");
    const rfpSections = sectionsOf(await questionsOfRequest(db(), org.orgId, rfp.id));
    expect(rfpSections.map((section) => section.title)).toEqual(listed.map((questionnaire) => questionnaire.name));
  });

  it("asks an assessment's controls as free-text questions, one section per control set", async () => {
    const org = await createOrg();
    const vendorId = (await createVendor(org)).id;
    const setIds = await defaultControlSetIds(db(), org.orgId);
    expect(setIds.length).toBeGreaterThan(0);
    const request = await opened(org.orgId, vendorId, "irq", { kind: "control_sets", controlSetIds: setIds });
    const questions = await questionsOfRequest(db(), org.orgId, request.id);
    const controls = await controlsOfSets(db(), org.orgId, setIds);
    expect(questions).toHaveLength(controls.length);
    expect(new Set(questions.map((question) => question.responseType))).toEqual(new Set(["free_text"]));
    expect(questions[0]?.text).toContain(controls[0]?.ref);
    expect(sectionsOf(questions).map((section) => section.key)).toEqual([
      ...new Set(controls.map((c) => c.controlSetId)),
    ]);
  });
});
