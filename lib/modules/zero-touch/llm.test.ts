import { describe, expect, it } from "vitest";
import { fakeModelPerTest } from "@/lib/testing/fake-model";
import type { ChatRequest } from "@/lib/testing/fake-openai";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { completedRun, componentOf, runJobs, securityPageText, uploadVendorDocument } from "./testing";

const serveModel = fakeModelPerTest();
const isCorrection = (request: ChatRequest) => request.body.messages[0]?.content.includes("correction") ?? false;

describe("zero touch with an OpenAI-compatible model (LLM_* set)", () => {
  it("lets the model evaluate the controls in the job and names it among the sources", async () => {
    // A met verdict stands only with a quote the documents hold: the model quotes the first passage it is shown.
    const fake = await serveModel((request) => {
      const passage = JSON.parse(request.body.messages.at(-1)?.content ?? "{}").passages?.[0];
      const quotes = passage ? [{ document_id: passage.document_id, quote: passage.text }] : [];
      return { content: JSON.stringify({ result: "met", rationale: "The model judged it met.", quotes }) };
    });
    const org = await createOrg("Zero Touch Model Org");
    const vendor = await createVendor(org, { name: "Modelled Vendor" });
    await uploadVendorDocument(org, vendor.id, securityPageText, "other");
    await runJobs(org);
    const run = await completedRun(org, vendor.id);
    const controls = componentOf(run, "controls");
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(controls.inputs.filter((input) => input.label.endsWith(": met")).length).toBe(fake.requests.length);
    expect(run.result.sources.find((source) => source.name === "Language model")).toMatchObject({
      status: "used",
      detail: expect.stringContaining("fake-model-1"),
    });
  });

  it("reads a correction with the model, and offline when the model fails", async () => {
    let failing = false;
    const fake = await serveModel((request) => {
      if (isCorrection(request)) {
        return failing
          ? { status: 500, text: "model down" }
          : { content: JSON.stringify({ website: "corrected.example", name: null }) };
      }
      return { content: JSON.stringify({ result: "not_met", rationale: "No.", quotes: [] }) };
    });
    const org = await createOrg("Zero Touch Model Correction Org");
    const vendor = await createVendor(org, { name: "Read Vendor", website: "https://old.example" });
    const run = await completedRun(org, vendor.id);
    const preview = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct/preview`, {
      token: org.token,
      body: { instruction: "They moved their site to the corrected domain we discussed" },
    });
    expectStatus(preview, 200);
    expect(preview.body.changes).toEqual([
      { field: "website", before: "https://old.example", after: "https://corrected.example" },
    ]);
    expect(fake.requests.some(isCorrection)).toBe(true);

    failing = true;
    const offline = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct/preview`, {
      token: org.token,
      body: { instruction: "The website is https://offline.example" },
    });
    expectStatus(offline, 200);
    expect(offline.body.changes).toEqual([
      { field: "website", before: "https://old.example", after: "https://offline.example" },
    ]);
  });
});
