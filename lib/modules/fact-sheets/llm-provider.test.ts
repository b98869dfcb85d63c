import { describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { fakeModelPerTest } from "@/lib/testing/fake-model";
import type { ChatRequest, FakeReply } from "@/lib/testing/fake-openai";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { insertService, insertVendor } from "@/lib/testing/records";
import { factSheetSectionNames } from "./tables";
import { listIn, objectIn } from "./testing";

const read = async (org: TestOrg, vendorId: string) =>
  bodyAt(await callApi("get", `/v1/vendors/${vendorId}/fact-sheet`, { token: org.token }), 200);
const refresh = (org: TestOrg, vendorId: string) =>
  callApi("post", `/v1/vendors/${vendorId}/fact-sheet/refresh`, { token: org.token });

const sectionOf = (request: ChatRequest) => JSON.parse(request.body.messages.at(-1)?.content ?? "{}").section as string;
const answer = (value: unknown): FakeReply => ({ content: JSON.stringify(value) });

// The base URL with a trailing slash: the client must not double it.
const serveModel = fakeModelPerTest({ trailingSlash: true });

describe("fact sheets through an OpenAI-compatible model (LLM_* set)", () => {
  it("asks the model once per section and keeps the platform's facts over the model's", async () => {
    const fake = await serveModel((request) => {
      switch (sectionOf(request)) {
        case "company_profile":
          return answer({ section: { name: "Wrong Name Ltd", industry: "Logistics software", founded_year: 2009 } });
        case "financials":
          return answer({
            section: { ownership: "private", total_funding_usd: 42_000_000 },
            source_urls: ["https://news.example/hooli-series-c", "javascript:alert(1)"],
          });
        case "security_posture":
          return answer({
            section: {
              trust_center_url: "https://trust.hooli.example",
              external_intelligence: {
                overall_score: 97,
                factors: [{ factor: "dns_health", score: 97, data_available: true }],
              },
            },
          });
        default:
          return answer({ section: null, source_urls: [] });
      }
    });
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Hooli", website: "https://hooli.example" });
    await insertService(org, vendorId, { name: "Nucleus" });
    await refresh(org, vendorId);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    expect(fake.requests.map(sectionOf)).toEqual([...factSheetSectionNames]);
    for (const request of fake.requests) {
      expect(request.path).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe("Bearer sk-test-key");
      expect(request.body).toMatchObject({
        model: "fake-model-1",
        temperature: 0,
        response_format: { type: "json_object" },
      });
      expect(request.body.messages[0]?.role).toBe("system");
      const prompt = JSON.parse(request.body.messages[1]?.content ?? "{}");
      expect(prompt.platform_facts.vendor).toMatchObject({ id: vendorId, name: "Hooli" });
      expect(prompt.platform_facts.services).toEqual([expect.objectContaining({ name: "Nucleus" })]);
    }

    const sheet = await read(org, vendorId);
    expect(sheet.status).toBe("completed");
    expect(sheet.company_profile).toMatchObject({
      name: "Hooli",
      website: "https://hooli.example",
      industry: "Logistics software",
      founded_year: 2009,
    });
    expect(sheet.financials).toMatchObject({ ownership: "private", total_funding_usd: 42_000_000 });
    expect(sheet.financials?.sources).toEqual([
      { kind: "web", label: "https://news.example/hooli-series-c", url: "https://news.example/hooli-series-c" },
      { kind: "model", label: "Language model fake-model-1" },
    ]);
    // The model knew nothing here, so the sections stay empty rather than guessed.
    expect([sheet.public_perception, sheet.people, sheet.compliance_and_legal]).toEqual([null, null, null]);
    expect(sheet.products?.items).toEqual([expect.objectContaining({ name: "Nucleus" })]);
    // A model cannot measure external security factors: its claim is dropped, nothing is measured.
    const posture = objectIn(sheet.security_posture, "security_posture");
    expect(posture.trust_center_url).toBe("https://trust.hooli.example");
    const intelligence = objectIn(posture.external_intelligence, "external_intelligence");
    expect(intelligence.overall_score).toBeNull();
    for (const factor of listIn(intelligence.factors, "external_intelligence.factors")) {
      expect(objectIn(factor, "factor").data_available).toBe(false);
    }
  });

  it("commits each section as it completes: completed_sections grows while the run is pending", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let productsAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      productsAsked = resolve;
    });
    await serveModel(async (request) => {
      if (sectionOf(request) === "products") {
        productsAsked();
        await held;
      }
      return answer({ section: { note: `about ${sectionOf(request)}` } });
    });
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Pied Piper" });
    await refresh(org, vendorId);
    const worker = new JobWorker({ orgId: org.orgId }).runUntilIdle();

    // The run asks for the second section (held here) only after it has committed the first.
    await Promise.race([
      asked,
      worker.then(() => Promise.reject(new Error("the run ended before the second section"))),
    ]);
    const partway = await read(org, vendorId);
    expect(partway.status).toBe("pending");
    expect(partway.completed_sections).toEqual(["company_profile"]);
    expect(partway.company_profile).toMatchObject({ name: "Pied Piper", note: "about company_profile" });
    expect(partway.products).toBeNull();
    expect(Number.isInteger(partway.updated_at)).toBe(true);

    release();
    await worker;
    const done = await read(org, vendorId);
    expect(done.status).toBe("completed");
    expect(done.completed_sections).toEqual([...factSheetSectionNames]);
    expect(done.people).toMatchObject({ note: "about people" });
  });

  it("ends the run as failed when the model fails, keeping the sections already committed", async () => {
    await serveModel((request) =>
      sectionOf(request) === "public_perception"
        ? { status: 500, text: "upstream exploded" }
        : answer({ section: null, source_urls: [] }),
    );
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Vandelay Industries" });
    await refresh(org, vendorId);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const sheet = await read(org, vendorId);
    expect(sheet.status).toBe("failed");
    expect(sheet.completed_sections).toEqual(["company_profile", "products"]);
    expect(objectIn(sheet.company_profile, "company_profile").name).toBe("Vandelay Industries");
    expect(sheet.public_perception).toBeNull();
  });

  it("a model answer that is not JSON fails the run too", async () => {
    await serveModel(() => ({ content: "Sure! Here is what I know about them..." }));
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    await refresh(org, vendorId);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const sheet = await read(org, vendorId);
    expect([sheet.status, sheet.completed_sections]).toEqual(["failed", []]);
  });
});
