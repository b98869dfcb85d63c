import { describe, expect, it } from "vitest";
import { llmSettings } from "@/lib/llm/chat";
import { fakeModelPerTest } from "@/lib/testing/fake-model";
import type { ChatRequest, FakeReply } from "@/lib/testing/fake-openai";
import { irqQuestions } from "./accuracy";
import { answerWithModel } from "./llm";
import { answerOffline } from "./offline";
import { prepareEvidence } from "./prepare";
import type { IntakeEvidence, IntakeQuestion } from "./types";

// The model path against a real OpenAI-compatible HTTP server (lib/testing/fake-openai) that the
// LLM_* settings point at for each test.

const serveModel = fakeModelPerTest();

const CONTEXT = [
  "From: Dana <dana@example.com>",
  "",
  "SwiftPay would process card payments at our 45 stores.",
  "> SwiftPay stores the cardholder   data in its PCI DSS Level 1 environment.",
  "They never see our employee records.",
].join("\n");
const evidence: IntakeEvidence = {
  vendor_name: "SwiftPay",
  context: CONTEXT,
  description: null,
  use_case: null,
  website: null,
};

function question(key: string): IntakeQuestion {
  const found = irqQuestions().find((candidate) => candidate.key === key);
  if (!found) {
    throw new Error(`no question ${key}`);
  }
  return found;
}

/** The passages the answerer sent, by their text. */
function passageIds(request: ChatRequest): Map<string, string> {
  const body = JSON.parse(request.body.messages.at(-1)?.content ?? "{}") as {
    passages: { id: string; text: string }[];
  };
  return new Map(body.passages.map((passage) => [passage.text, passage.id] as const));
}

const cardholderPassage = "SwiftPay stores the cardholder data in its PCI DSS Level 1 environment.";

function reply(answer: object): FakeReply {
  return { content: JSON.stringify(answer) };
}

async function ask(key: string, answer: (request: ChatRequest) => FakeReply) {
  const server = await serveModel(answer);
  const settings = llmSettings();
  if (!settings) {
    throw new Error("the fake model is not configured");
  }
  const result = await answerWithModel(settings, question(key), prepareEvidence(evidence));
  return { result, requests: server.requests };
}

describe("the intake answerer with a model", () => {
  it("keeps a quote the text holds, at its exact offsets in the stored context, as grounded", async () => {
    const { result, requests } = await ask("data_types", (request) =>
      reply({
        selected_options: ["payment card data", "Biometric data"],
        answer_text: null,
        confidence: "grounded",
        reasoning: `Card data: "${cardholderPassage}"`,
        citations: [{ passage_id: passageIds(request).get(cardholderPassage), quote: "stores the CARDHOLDER data" }],
      }),
    );
    expect(requests).toHaveLength(1);
    expect(passageIds(requests[0] as ChatRequest).has(cardholderPassage)).toBe(true);
    expect(result.selected_options).toEqual(["Payment card data"]);
    expect(result.confidence).toBe("grounded");
    expect(result.citations).toHaveLength(1);
    const [citation] = result.citations;
    expect(citation?.text).toBe("stores the cardholder   data");
    expect(CONTEXT.slice(citation?.start, citation?.end)).toBe(citation?.text);
    expect(result.reasoning).toContain('Options not among the question\'s were dropped: "Biometric data"');
  });

  it("drops a quote the text does not hold and makes the answer weak, saying so", async () => {
    const { result } = await ask("data_types", (request) =>
      reply({
        selected_options: ["Payment card data"],
        answer_text: null,
        confidence: "grounded",
        reasoning: "They keep card numbers.",
        citations: [
          { passage_id: passageIds(request).get(cardholderPassage), quote: "SwiftPay keeps full card numbers forever" },
        ],
      }),
    );
    expect(result).toMatchObject({ selected_options: ["Payment card data"], confidence: "weak", citations: [] });
    expect(result.reasoning).toContain("could not be found in the passages and was dropped");
    expect(result.reasoning).toContain("No citation of the model checks out against the text, so the answer is weak.");
  });

  it("gives an unanswered question when the model finds nothing", async () => {
    const { result } = await ask("hosting", () =>
      reply({
        selected_options: [],
        answer_text: null,
        confidence: "none",
        reasoning: "No passage names a host.",
        citations: [],
      }),
    );
    expect(result).toEqual({
      answer_text: null,
      selected_options: [],
      reasoning: "No evidence in the context: No passage names a host.",
      confidence: "none",
      citations: [],
    });
  });

  it("falls back to the offline answer when the model fails, and says so", async () => {
    const { result } = await ask("data_types", () => ({ status: 500, text: "upstream exploded" }));
    const offline = answerOffline(question("data_types"), prepareEvidence(evidence));
    expect(result.selected_options).toEqual(offline.selected_options);
    expect(result.selected_options).toEqual(["Payment card data"]);
    expect(result.citations).toEqual(offline.citations);
    expect(result.reasoning).toBe(
      `The model could not answer (The model endpoint answered HTTP 500). The offline reading is used instead: ${offline.reasoning}`,
    );
  });

  it("falls back the same way when the answer is not the expected shape", async () => {
    const { result } = await ask("data_types", () => reply({ verdict: "yes" }));
    expect(result.reasoning).toMatch(
      /^The model could not answer \(The model's answer did not have the expected shape\)\./,
    );
  });
});
