import { describe, expect, it } from "vitest";
import { fakeModelPerTest } from "@/lib/testing/fake-model";
import type { ChatRequest } from "@/lib/testing/fake-openai";
import { createOrg } from "@/lib/testing/fixtures";
import { fileSession, getSession, payrollContext, questionnaireOfType, runIntakeJobs } from "./testing";

// The model fails on every question of the second session: each call is retried, without a pause here.
const serveModel = fakeModelPerTest({ retryDelayMs: 0 });

const requestOf = (request: ChatRequest) => JSON.parse(request.body.messages.at(-1)?.content ?? "{}");

describe("intake sessions answered by an OpenAI-compatible model (LLM_* set)", () => {
  it("takes the model's answers from the job, checks its quotes, and answers offline when it fails", async () => {
    let failing = false;
    const fake = await serveModel((request) => {
      if (failing) {
        return { status: 500, text: "model down" };
      }
      const asked = requestOf(request);
      const passage = asked.passages[0];
      const isHosting = String(asked.question.text).includes("hosted");
      return {
        content: JSON.stringify({
          selected_options: isHosting ? [asked.question.options[0]] : [],
          answer_text: null,
          confidence: isHosting ? "grounded" : "none",
          reasoning: isHosting ? "The hosting passage names AWS." : "No passage answers it.",
          // The hosting answer cites a sentence the text does not contain: it must come back weak.
          citations: isHosting ? [{ passage_id: passage.id, quote: "Hosted on the moon by Lunar Cloud" }] : [],
        }),
      };
    });
    const org = await createOrg("Intake Model Org");
    const irq = await questionnaireOfType(org, "irq");
    const { session_id: sessionId } = await fileSession(org, {
      vendor_name: "PayFlow",
      questionnaire_ids: [irq.id],
      context: payrollContext,
    });
    await runIntakeJobs(org);
    const session = await getSession(org, sessionId);
    expect(session.status).toBe("complete");
    expect(fake.requests.length).toBeGreaterThan(0);
    const hosting = session.answers.find((answer) => answer.question_text.includes("hosted"))!;
    expect(hosting.selected_options).toEqual([hosting.options[0]]);
    expect(hosting.confidence).toBe("weak");
    expect(hosting.citations).toEqual([]);

    failing = true;
    const offline = await fileSession(org, {
      vendor_name: "PayFlow again",
      questionnaire_ids: [irq.id],
      context: payrollContext,
    });
    await runIntakeJobs(org);
    const fallback = await getSession(org, offline.session_id);
    expect(fallback.status).toBe("complete");
    const answered = fallback.answers.filter((answer) => answer.confidence !== "none");
    expect(answered.length).toBeGreaterThan(0);
    expect(fallback.answers.some((answer) => /model could not answer/i.test(answer.reasoning ?? ""))).toBe(true);
  });
});
