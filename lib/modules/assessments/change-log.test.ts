import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { uploadedDocument } from "@/lib/testing/documents";
import { createKey, createOrg, createUser, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { controlSetId, createAssessmentCall, runJobs } from "./testing";

async function createAssessment(org: TestOrg, body: Partial<Schemas["CreateAssessment"]> = {}) {
  const vendor = await createVendor(org, { name: "Globex Cloud" });
  const soc2 = await controlSetId(org, /SOC 2/);
  const created = await createAssessmentCall(org.token, {
    vendor_id: vendor.id,
    control_set_ids: [soc2],
    name: "Globex SOC 2",
    ...body,
  });
  expectStatus(created, 201);
  return { id: created.body.id, vendorId: vendor.id };
}

const actions = async (org: TestOrg, id: string) =>
  (await changesOf(org, "assessment", id)).map((entry) => entry.action).reverse();

describe("assessment changes in the change log", () => {
  it("records the create by its actor, an update by an API key, and the archive with its findings", async () => {
    const org = await createOrg();
    const { id } = await createAssessment(org);
    const assignee = await createUser(org, { first_name: "Rita", last_name: "Reviewer" });
    const key = await createKey(org, { name: "Planner" });
    expectStatus(
      await callApi("patch", `/v1/assessments/${id}`, {
        token: key.secret,
        body: { name: "Globex SOC 2 (2026)", assignee_id: assignee.id },
      }),
      200,
    );
    expectStatus(
      await callApi("patch", `/v1/assessments/${id}`, { token: org.token, body: { name: "Globex SOC 2 (2026)" } }),
      200,
    );
    const finding = await callApi("post", "/v1/findings", {
      token: org.token,
      body: { title: "Gap", assessment_id: id },
    });
    expectStatus(finding, 201);
    expectStatus(await callApi("delete", `/v1/assessments/${id}`, { token: org.token }), 200);

    const [archived, updated, created] = await changesOf(org, "assessment", id);
    expect(created).toMatchObject({
      action: "created",
      entity_name: "Globex SOC 2",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(changeOf(created, "status")).toEqual({ field: "status", before: null, after: "created" });
    expect(updated).toMatchObject({ action: "updated", actor: { type: "api_key", id: key.id, name: "Planner" } });
    expect(updated?.changes).toEqual([
      { field: "name", before: "Globex SOC 2", after: "Globex SOC 2 (2026)" },
      { field: "assignee_id", before: null, after: assignee.id },
    ]);
    expect(archived).toMatchObject({ action: "archived", entity_name: "Globex SOC 2 (2026)" });
    expect(changeOf(archived, "is_archived")).toEqual({ field: "is_archived", before: false, after: true });
    expect(changeOf(archived, "status")?.after).toBe("canceled");
    const findingEntries = await changesOf(org, "finding", finding.body.id);
    expect(findingEntries.map((entry) => entry.action)).toEqual(["archived", "created"]);
  });

  it("records the engine's status moves as system, then approval and reopening by the reviewer", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const document = await uploadedDocument(
      org.token,
      { name: "policy.txt", bytes: "Multi-factor authentication is enforced for all access." },
      { vendor_id: vendor.id },
    );
    const soc2 = await controlSetId(org, /SOC 2/);
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      supporting_document_ids: [document.id],
    });
    expectStatus(created, 201);
    const id = created.body.id;
    await runJobs(org);
    expectStatus(await callApi("post", `/v1/assessments/${id}/approve`, { token: org.token }), 200);
    expectStatus(await callApi("post", `/v1/assessments/${id}/reopen`, { token: org.token }), 200);

    const entries = (await changesOf(org, "assessment", id)).reverse();
    expect(entries.map((entry) => [entry.action, entry.actor.type, changeOf(entry, "status")?.after])).toEqual([
      ["created", "user", "created"],
      ["status_changed", "system", "collecting_documents"],
      ["status_changed", "system", "indexing_supporting_documents"],
      ["status_changed", "system", "analyzing_questionnaire"],
      ["status_changed", "system", "review_evals"],
      ["approved", "user", "complete"],
      ["reopened", "user", "collecting_documents"],
    ]);
    expect(changeOf(entries[5], "approved_by")).toEqual({ field: "approved_by", before: null, after: org.userId });
    const raised = await callApi("get", `/v1/findings?assessment_id=${id}&limit=1`, { token: org.token });
    expectStatus(raised, 200);
    expect((await changesOf(org, "finding", raised.body.items[0]?.id ?? ""))[0]).toMatchObject({
      action: "created",
      actor: { type: "system", id: null, name: "system" },
    });
    const documentEntries = await changesOf(org, "document", document.id);
    expect(documentEntries.find((entry) => entry.action === "updated")?.changes).toEqual([
      { field: "assessment_ids", before: [], after: [id] },
    ]);
  });

  it("writes nothing for a PATCH that changes nothing", async () => {
    const org = await createOrg();
    const { id } = await createAssessment(org);
    expectStatus(
      await callApi("patch", `/v1/assessments/${id}`, { token: org.token, body: { name: "Globex SOC 2" } }),
      200,
    );
    expectStatus(await callApi("patch", `/v1/assessments/${id}`, { token: org.token, body: {} }), 200);
    expect(await actions(org, id)).toEqual(["created"]);
  });

  it("never shows one organization's assessment changes to another", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const { id } = await createAssessment(other);
    expect(await actions(other, id)).toEqual(["created"]);
    expect(await changesOf(org, "assessment", id)).toEqual([]);
  });
});
