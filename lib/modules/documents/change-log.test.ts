import { describe, expect, it } from "vitest";
import { runJobs } from "@/lib/modules/assessments/testing";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { uploadedDocument } from "@/lib/testing/documents";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

async function upload(org: TestOrg, name: string, bytes: string) {
  const vendor = await createVendor(org);
  return (await uploadedDocument(org.token, { name, bytes }, { vendor_id: vendor.id })).id;
}

async function rename(token: string, id: string, name: string) {
  expectStatus(await callApi("patch", `/v1/documents/${id}`, { token, body: { name } }), 200);
}

async function archive(token: string, id: string) {
  expectStatus(await callApi("delete", `/v1/documents/${id}`, { token }), 200);
}

describe("document changes in the change log", () => {
  it("records the upload by its actor and the extraction job's status changes as system", async () => {
    const org = await createOrg();
    const id = await upload(org, "policy.txt", "Our security policy.");
    await runJobs(org);
    const entries = (await changesOf(org, "document", id)).reverse();
    expect(entries.map((entry) => [entry.action, entry.actor.type, entry.actor.name])).toEqual([
      ["created", "user", "Ada Admin"],
      ["status_changed", "system", "system"],
      ["completed", "system", "system"],
    ]);
    expect(entries[0]).toMatchObject({ entity_name: "policy.txt" });
    expect(changeOf(entries[0], "status")).toEqual({ field: "status", before: null, after: "created" });
    expect(changeOf(entries[1], "status")).toEqual({ field: "status", before: "created", after: "analyzing" });
    expect(changeOf(entries[2], "status")).toEqual({ field: "status", before: "analyzing", after: "complete" });
  });

  it("records a failed extraction with its reason as a field change", async () => {
    const org = await createOrg();
    const id = await upload(org, "broken.pdf", "not really a pdf");
    await runJobs(org);
    const [failed] = await changesOf(org, "document", id);
    expect(failed).toMatchObject({ action: "failed", actor: { type: "system" } });
    expect(changeOf(failed, "status")?.after).toBe("failed");
    expect(changeOf(failed, "status_reason")?.after).toEqual(expect.stringContaining("PDF"));
  });

  it("records an update by an API key and the archive; an update that changes nothing writes nothing", async () => {
    const org = await createOrg();
    const id = await upload(org, "report.txt", "Report");
    const key = await createKey(org, { name: "Doc sync" });
    await rename(key.secret, id, "SOC 2 report");
    await rename(org.token, id, "SOC 2 report");
    await archive(org.token, id);
    await archive(org.token, id);

    const [archived, updated] = await changesOf(org, "document", id);
    expect(updated).toMatchObject({
      action: "updated",
      entity_name: "SOC 2 report",
      actor: { type: "api_key", id: key.id, name: "Doc sync" },
      changes: [{ field: "name", before: "report.txt", after: "SOC 2 report" }],
    });
    expect(archived).toMatchObject({
      action: "archived",
      changes: [{ field: "is_archived", before: false, after: true }],
    });
    expect((await changesOf(org, "document", id)).map((entry) => entry.action)).toEqual([
      "archived",
      "updated",
      "created",
    ]);
  });

  it("never shows one organization's document changes to another", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const id = await upload(other, "theirs.txt", "Theirs");
    expect(await changesOf(other, "document", id)).toHaveLength(1);
    expect(await changesOf(org, "document", id)).toEqual([]);
  });
});
