import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { JobWorker } from "@/lib/jobs";
import { findReference } from "@/lib/lookups/registry";
import { assessments } from "@/lib/modules/assessments/tables";
import { loadDocumentTexts } from "@/lib/modules/documents";
import type { Schemas } from "@/lib/testing/api-call-types";
import { postDocument } from "@/lib/testing/documents";
import { createKey, createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";
import { documents } from "./tables";

const DOCUMENT_FIELDS = [
  "id",
  "vendor_id",
  "name",
  "extension",
  "size",
  "document_type",
  "status",
  "status_reason",
  "service_ids",
  "assessment_ids",
  "created_at",
  "updated_at",
].sort();

const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

async function insertAssessment(org: TestOrg, vendorId: string): Promise<string> {
  const id = newId("assessment");
  await db().insert(assessments).values({ id, orgId: org.orgId, vendorId, name: "Test assessment" });
  return id;
}

const text = (name: string, body = "Plain text content") => ({ name, bytes: body });

describe("POST /v1/documents", () => {
  it("stores the upload and answers 201 with the document object (name defaults to the file name)", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const key = await createKey(org);
    const result = await postDocument(key.secret, text("Security Overview.TXT", "hello"), { vendor_id: vendor.id });
    expectStatus(result, 201);
    expect(Object.keys(result.body).sort()).toEqual(DOCUMENT_FIELDS);
    expect(result.body).toMatchObject({
      vendor_id: vendor.id,
      name: "Security Overview.TXT",
      extension: "txt",
      size: 5,
      document_type: null,
      status: "created",
      service_ids: [],
      assessment_ids: [],
    });
    expect(result.body.id).toMatch(/^cbvdoc_[0-9a-f]{32}$/);
    expect(result.body.created_at).toBeTypeOf("number");
    const fetched = await callApi("get", `/v1/documents/${result.body.id}`, { token: key.secret });
    expect([fetched.status, fetched.body]).toEqual([200, result.body]);
  });

  it("takes repeated service_ids and assessment_ids parts, a name and a document_type", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const [one, two] = [await createService(org, vendor.id), await createService(org, vendor.id)];
    const assessmentId = await insertAssessment(org, vendor.id);
    const result = await postDocument(org.token, text("report.pdf.txt"), [
      { name: "vendor_id", value: vendor.id },
      { name: "service_ids", value: one.id },
      { name: "service_ids", value: two.id },
      { name: "assessment_ids", value: assessmentId },
      { name: "name", value: "Annual report" },
      { name: "document_type", value: "soc2_type2" },
    ]);
    expectStatus(result, 201);
    expect(result.body).toMatchObject({
      name: "Annual report",
      document_type: "soc2_type2",
      service_ids: [one.id, two.id],
      assessment_ids: [assessmentId],
    });
  });

  it("refuses an extension outside the allowlist with 400 unsupported_file_type", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    for (const name of ["run.exe", "noextension", "archive.tar.gz", "page.html"]) {
      const result = await postDocument(org.token, text(name), { vendor_id: vendor.id });
      expect([result.status, errorDetail(result.body).code], name).toEqual([400, "unsupported_file_type"]);
      expect(errorDetail(result.body).message).toContain("pdf");
    }
    for (const name of ["a.PDF", "b.jpeg", "c.xlsm", "d.md", "e.zip", "f.webp"]) {
      expect((await postDocument(org.token, text(name), { vendor_id: vendor.id })).status, name).toBe(201);
    }
    const rows = await db().select().from(documents).where(eq(documents.orgId, org.orgId));
    expect(rows.map((row) => row.extension).sort()).toEqual(["jpeg", "md", "pdf", "webp", "xlsm", "zip"]);
  });

  it("answers 422 for a missing file part, a missing vendor_id or a body that is not multipart", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const noFile = await postDocument(org.token, null, { vendor_id: vendor.id });
    expect(noFile.status).toBe(422);
    expect(validationIssues(noFile.body)[0]).toMatchObject({ loc: ["body", "file"], type: "missing" });
    const noVendor = await postDocument(org.token, text("a.txt"), {});
    expect(noVendor.status).toBe(422);
    expect(validationIssues(noVendor.body)[0]).toMatchObject({ loc: ["body", "vendor_id"], msg: "Field required" });
    const json = await callApi("post", "/v1/documents", { token: org.token, uncheckedBody: { vendor_id: vendor.id } });
    expect(json.status).toBe(422);
    expect(validationIssues(json.body)[0]?.msg).toContain("multipart/form-data");
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
  });

  it("answers 404 vendor_not_found, 422 invalid_document_type, 404 for foreign services and assessments", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendor = await createVendor(org);
    const sibling = await createVendor(org);
    const theirVendor = await createVendor(other);
    const siblingService = await createService(org, sibling.id);
    const theirAssessment = await insertAssessment(other, theirVendor.id);
    const cases: [Record<string, string>, number, string][] = [
      [{ vendor_id: theirVendor.id }, 404, "vendor_not_found"],
      [{ vendor_id: "cbvndr_00000000000000000000000000000000" }, 404, "vendor_not_found"],
      [{ vendor_id: vendor.id, document_type: "not_a_type" }, 422, "invalid_document_type"],
      [{ vendor_id: vendor.id, service_ids: siblingService.id }, 404, "service_not_found"],
      [{ vendor_id: vendor.id, assessment_ids: theirAssessment }, 404, "assessment_not_found"],
    ];
    for (const [fields, status, code] of cases) {
      const result = await postDocument(org.token, text("a.txt"), fields);
      expect([result.status, errorDetail(result.body).code], JSON.stringify(fields)).toEqual([status, code]);
    }
    const invalidType = await postDocument(org.token, text("a.txt"), { vendor_id: vendor.id, document_type: "x" });
    expect(errorDetail(invalidType.body).message).toContain("soc2_type2");
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
  });

  it("honors Idempotency-Key: a replay returns the same body and stores nothing new", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const headers = { "idempotency-key": "upload-1" };
    const first = await postDocument(org.token, text("a.txt", "one"), { vendor_id: vendor.id }, headers);
    const second = await postDocument(org.token, text("b.txt", "two"), { vendor_id: vendor.id }, headers);
    expectStatus(first, 201);
    expect([second.status, second.text]).toEqual([201, first.text]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const rows = await db().select().from(documents).where(eq(documents.orgId, org.orgId));
    expect(rows.map((row) => row.id)).toEqual([first.body.id]);
  });
});

describe("GET /v1/documents", () => {
  it("lists newest first in a {data, total, limit, offset} envelope, filters, pages and leaves archived out", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const otherVendor = await createVendor(org);
    const service = await createService(org, vendor.id);
    const assessmentId = await insertAssessment(org, vendor.id);
    const upload = async (name: string, fields: Record<string, string>) =>
      bodyAt(await postDocument(org.token, text(name), fields), 201).id;
    const a = await upload("a.txt", { vendor_id: vendor.id, service_ids: service.id });
    const b = await upload("b.txt", { vendor_id: vendor.id, assessment_ids: assessmentId });
    const c = await upload("c.txt", { vendor_id: otherVendor.id });
    const archived = await upload("d.txt", { vendor_id: vendor.id });
    await callApi("delete", `/v1/documents/${archived}`, { token: org.token });

    const ids = async (query: `?${string}` | "") => {
      const result = await callApi("get", `/v1/documents${query}`, { token: org.token });
      expect(result.status, query).toBe(200);
      return bodyAt(result, 200);
    };
    const all = await ids("");
    expect(Object.keys(all).sort()).toEqual(["data", "limit", "offset", "total"]);
    expect(all.data.map((doc) => doc.id)).toEqual([c, b, a]);
    expect([all.total, all.limit, all.offset]).toEqual([3, 50, 0]);
    expect((await ids(`?vendor_id=${vendor.id}`)).data.map((doc) => doc.id)).toEqual([b, a]);
    expect((await ids(`?service_id=${service.id}`)).data.map((doc) => doc.id)).toEqual([a]);
    expect((await ids(`?assessment_id=${assessmentId}`)).data.map((doc) => doc.id)).toEqual([b]);
    expect((await ids("?service_id=cbsvc_00000000000000000000000000000000")).total).toBe(0);
    const page = await ids("?limit=1&offset=1");
    expect([page.data.map((doc) => doc.id), page.total, page.limit, page.offset]).toEqual([[b], 3, 1, 1]);

    for (const query of ["?limit=0", "?limit=201", "?offset=-1"]) {
      expect((await call(`/v1/documents${query}`, { token: org.token })).status, query).toBe(422);
    }
    const unknownAssessment = await callApi(
      "get",
      "/v1/documents?assessment_id=cbqsrw_00000000000000000000000000000000",
      {
        token: org.token,
      },
    );
    expect(bodyAt(unknownAssessment, 404).detail.code).toBe("assessment_not_found");
    const unknownVendor = await callApi("get", "/v1/documents?vendor_id=cbvndr_00000000000000000000000000000000", {
      token: org.token,
    });
    expect(bodyAt(unknownVendor, 404).detail.code).toBe("vendor_not_found");
  });

  it("never shows another organization's documents", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirUpload = await postDocument(other.token, text("x.txt"), { vendor_id: (await createVendor(other)).id });
    const theirs = bodyAt(theirUpload, 201).id;
    expect(bodyAt(await callApi("get", "/v1/documents", { token: org.token }), 200).total).toBe(0);
    const get = await callApi("get", `/v1/documents/${theirs}`, { token: org.token });
    expect(bodyAt(get, 404).detail.code).toBe("document_not_found");
  });
});

describe("PATCH and DELETE /v1/documents/{document_id}", () => {
  it("changes only supplied fields; lists replace and [] clears", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const [one, two] = [await createService(org, vendor.id), await createService(org, vendor.id)];
    const assessmentId = await insertAssessment(org, vendor.id);
    const created = bodyAt(
      await postDocument(org.token, text("a.txt"), { vendor_id: vendor.id, service_ids: [one.id, two.id] }),
      201,
    );
    const patch = (body: Schemas["UpdateDocument"]) =>
      callApi("patch", `/v1/documents/${created.id}`, { token: org.token, body });

    const renamed = await patch({ name: "  Renamed  " });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ name: "Renamed", service_ids: [one.id, two.id], document_type: null });
    const replaced = await patch({ service_ids: [two.id], assessment_ids: [assessmentId], document_type: "dpa" });
    expect(replaced.body).toMatchObject({
      service_ids: [two.id],
      assessment_ids: [assessmentId],
      document_type: "dpa",
    });
    const cleared = await patch({ service_ids: [], assessment_ids: [] });
    expect(cleared.body).toMatchObject({ name: "Renamed", service_ids: [], assessment_ids: [], document_type: "dpa" });

    const badType = await patch({ document_type: "nope" });
    expect([badType.status, errorDetail(badType.body).code]).toEqual([422, "invalid_document_type"]);
    const badService = await patch({ service_ids: ["cbsvc_00000000000000000000000000000000"] });
    expect(bodyAt(badService, 404).detail.code).toBe("service_not_found");
    const badAssessment = await patch({ assessment_ids: ["cbqsrw_00000000000000000000000000000000"] });
    expect(bodyAt(badAssessment, 404).detail.code).toBe("assessment_not_found");
    expect((await patch({ name: "" })).status).toBe(422);
    const listNotArray = await callApi("patch", `/v1/documents/${created.id}`, {
      token: org.token,
      uncheckedBody: { service_ids: "x" },
    });
    expect(listNotArray.status).toBe(422);
    const missing = await callApi("patch", "/v1/documents/cbvdoc_00000000000000000000000000000000", {
      token: org.token,
      body: {},
    });
    expect(bodyAt(missing, 404).detail.code).toBe("document_not_found");
  });

  it("archives: {id, is_archived, archived_at}, the same envelope again, still readable, no longer listed", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const { id } = bodyAt(await postDocument(org.token, text("a.txt"), { vendor_id: vendor.id }), 201);
    const first = await callApi("delete", `/v1/documents/${id}`, { token: org.token });
    expectStatus(first, 200);
    expect(Object.keys(first.body).sort()).toEqual(["archived_at", "id", "is_archived"]);
    expect(first.body).toMatchObject({ id, is_archived: true });
    expect(first.body.archived_at).toBeTypeOf("number");
    const again = await callApi("delete", `/v1/documents/${id}`, { token: org.token });
    expect(again.body).toEqual(first.body);
    expect((await callApi("get", `/v1/documents/${id}`, { token: org.token })).status).toBe(200);
    const listed = await callApi("get", `/v1/documents?vendor_id=${vendor.id}`, { token: org.token });
    expect(bodyAt(listed, 200).total).toBe(0);
    const missing = await callApi("delete", "/v1/documents/cbvdoc_00000000000000000000000000000000", {
      token: org.token,
    });
    expect(bodyAt(missing, 404).detail.code).toBe("document_not_found");
  });
});

describe("contracts with other modules", () => {
  it("loadDocumentTexts returns the org's documents with their text once classified; the reference lookup finds them", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendor = await createVendor(org);
    const ours = await postDocument(org.token, text("policy.md", "# Privacy policy\nWe collect personal data."), {
      vendor_id: vendor.id,
    });
    const { id } = bodyAt(ours, 201);
    const theirUpload = await postDocument(other.token, text("x.txt"), { vendor_id: (await createVendor(other)).id });
    const theirs = bodyAt(theirUpload, 201).id;
    expect(await loadDocumentTexts(db(), org.orgId, [id, theirs])).toEqual([
      { id, name: "policy.md", status: "created", text: null },
    ]);
    await runJobs(org);
    expect(await loadDocumentTexts(db(), org.orgId, [id])).toEqual([
      { id, name: "policy.md", status: "complete", text: "# Privacy policy\nWe collect personal data." },
    ]);
    expect(await findReference(db(), "document", org.orgId, id)).toEqual({ vendorId: vendor.id });
    expect(await findReference(db(), "document", org.orgId, theirs)).toBeNull();
    const obligation = await call("/v1/obligations", {
      token: org.token,
      body: { statement: "Keep the DPA current", vendor_document_id: id },
    });
    expect(obligation.status).toBe(201);
  });
});
