import { afterEach, describe, expect, it } from "vitest";
import { soc2ControlSet } from "@/lib/modules/controls/catalog/soc2";
import { type ChatRequest, type FakeOpenAi, type FakeReply, startFakeOpenAi } from "@/lib/testing/fake-openai";
import type { EvaluableControl } from "./evaluator";
import { llmEvaluator } from "./llm";

// The model path against a real OpenAI-compatible HTTP server (lib/testing/fake-openai), called
// with explicit settings: no LLM_* environment needed.

const TEXT = [
  "Multi-factor authentication is enforced for all remote and privileged access.",
  "Customer data at rest is encrypted with AES-256 and keys are managed in a KMS.",
  "We do not currently perform penetration testing by an independent third party.",
].join("\n");
const documents = [{ id: "doc_1", name: "evidence.txt", text: TEXT }];

function control(ref: string): EvaluableControl {
  const template = soc2ControlSet.controls.find((candidate) => candidate.ref === ref);
  if (!template) {
    throw new Error(`no control ${ref}`);
  }
  return { id: ref, ...template };
}

const question = (request: ChatRequest) =>
  JSON.parse(request.body.messages.at(-1)?.content ?? "{}") as {
    control: { ref: string };
    passages: { document_id: string; text: string }[];
  };

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function evaluatorAnswering(reply: (request: ChatRequest) => FakeReply) {
  server = await startFakeOpenAi(reply);
  const settings = { baseUrl: server.baseUrl, apiKey: "sk-test-key", model: "fake-model-1" };
  return { evaluator: llmEvaluator(settings, documents), requests: server.requests };
}

const answer = (result: string, quotes: { document_id: string; quote: string }[] = []) => ({
  content: JSON.stringify({ result, rationale: `The model says ${result}.`, quotes }),
});

describe("the evidence matcher with a model", () => {
  it("shows the model the passages the offline index retrieves and keeps only quotes the documents hold, in their words", async () => {
    const { evaluator, requests } = await evaluatorAnswering(() =>
      answer("partially_met", [
        { document_id: "doc_1", quote: "customer data at rest is   ENCRYPTED with AES-256" },
        { document_id: "doc_1", quote: "A sentence the document never says." },
        { document_id: "doc_unknown", quote: "Customer data at rest" },
      ]),
    );
    const evaluation = await evaluator.evaluate(control("CC6.7"));
    expect(question(requests[0] as ChatRequest)).toMatchObject({
      control: { ref: "CC6.7" },
      passages: [
        {
          document_id: "doc_1",
          text: "Customer data at rest is encrypted with AES-256 and keys are managed in a KMS.",
        },
      ],
    });
    expect(evaluation).toEqual({
      result: "partially_met",
      rationale: "The model says partially_met.",
      evidence: [
        {
          document_id: "doc_1",
          document_name: "evidence.txt",
          quote: "Customer data at rest is encrypted with AES-256",
        },
      ],
    });
  });

  it("falls back to the offline verdict when a met answer keeps no quote, and says so", async () => {
    const { evaluator, requests } = await evaluatorAnswering(() =>
      answer("met", [{ document_id: "doc_1", quote: "MFA is optional for everyone." }]),
    );
    const evaluation = await evaluator.evaluate(control("CC6.1"));
    expect(requests).toHaveLength(1);
    expect(evaluation.result).toBe("partially_met");
    expect(evaluation.rationale).toMatch(
      /^The model answered met without a quote found in the documents, so its verdict cannot stand\. The offline reading is used instead: /,
    );
    expect(evaluation.evidence.map((evidence) => evidence.quote)).toEqual([
      "Multi-factor authentication is enforced for all remote and privileged access.",
    ]);
  });

  it("falls back the same way for a not met answer without a quote, which must quote the absence", async () => {
    const { evaluator } = await evaluatorAnswering(() => answer("not_met"));
    const evaluation = await evaluator.evaluate(control("CC7.1"));
    expect(evaluation.result).toBe("not_met");
    expect(evaluation.rationale).toMatch(/^The model answered not_met without a quote/);
    expect(evaluation.evidence.map((evidence) => evidence.quote)).toEqual([
      "We do not currently perform penetration testing by an independent third party.",
    ]);
  });

  it("keeps a quoted not met answer, and drops any quote from a no evidence answer", async () => {
    const { evaluator } = await evaluatorAnswering((request) =>
      question(request).control.ref === "CC7.1"
        ? answer("not_met", [{ document_id: "doc_1", quote: "We do not currently perform penetration testing" }])
        : answer("no_evidence", [{ document_id: "doc_1", quote: "Multi-factor authentication is enforced" }]),
    );
    expect(await evaluator.evaluate(control("CC7.1"))).toMatchObject({
      result: "not_met",
      evidence: [{ quote: "We do not currently perform penetration testing" }],
    });
    expect(await evaluator.evaluate(control("CC6.1"))).toEqual({
      result: "no_evidence",
      rationale: "The model says no_evidence.",
      evidence: [],
    });
  });

  it("does not ask about a control the documents never address", async () => {
    const { evaluator, requests } = await evaluatorAnswering(() => answer("met"));
    const evaluation = await evaluator.evaluate(control("CC1.1"));
    expect(requests).toHaveLength(0);
    expect(evaluation).toMatchObject({ result: "no_evidence", evidence: [] });
  });
});
