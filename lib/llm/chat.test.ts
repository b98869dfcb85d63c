import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeOpenAi, type FakeReply, startFakeOpenAi } from "@/lib/testing/fake-openai";
import { completeJson, LLM_RETRY_POLICY, LlmError } from "./chat";

const Verdict = z.object({ verdict: z.enum(["yes", "no"]) });
const messages = [{ role: "user" as const, content: "Is it?" }];

let server: FakeOpenAi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A model that gives `replies` in turn (the last one again once they run out). */
async function modelAnswering(...replies: FakeReply[]) {
  server = await startFakeOpenAi(
    () => replies[Math.min((server?.requests.length ?? 1) - 1, replies.length - 1)] as FakeReply,
  );
  return { settings: { baseUrl: server.baseUrl, apiKey: "sk-test", model: "m" }, requests: server.requests };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("completeJson: one seam, one retry policy", () => {
  it("answers the JSON object the schema accepts", async () => {
    const { settings, requests } = await modelAnswering({ content: '{"verdict":"yes","extra":1}' });
    expect(await completeJson(settings, messages, Verdict)).toEqual({ verdict: "yes" });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ model: "m", temperature: 0, response_format: { type: "json_object" } });
  });

  it("tries once more after a 5xx, a 429 or an answer of the wrong shape, then answers", async () => {
    for (const first of [
      { status: 503, text: "busy" },
      { status: 429, text: "slow down", headers: { "retry-after": "1" } },
      { content: '{"verdict":"maybe"}' },
      { content: "Sure! Here it is." },
    ]) {
      const { settings, requests } = await modelAnswering(first, { content: '{"verdict":"no"}' });
      expect(await completeJson(settings, messages, Verdict), JSON.stringify(first)).toEqual({ verdict: "no" });
      expect(requests).toHaveLength(2);
      await server?.close();
      server = undefined;
    }
  });

  it("gives up after the policy's attempts with LlmError; a JSON fence is not read around", async () => {
    const { settings, requests } = await modelAnswering({ content: '```json\n{"verdict":"yes"}\n```' });
    const error = await failure(completeJson(settings, messages, Verdict));
    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toBe("The model's answer was not valid JSON.");
    expect(requests).toHaveLength(LLM_RETRY_POLICY.attempts);
  });

  it("does not retry what another try cannot fix (a 4xx other than 429)", async () => {
    const { settings, requests } = await modelAnswering({ status: 401, text: "bad key" });
    const error = await failure(completeJson(settings, messages, Verdict));
    expect((error as Error).message).toBe("The model endpoint answered HTTP 401.");
    expect(requests).toHaveLength(1);
  });

  it("bounds each attempt by its timeout", async () => {
    server = await startFakeOpenAi(() => new Promise<FakeReply>(() => undefined));
    const settings = { baseUrl: server.baseUrl, apiKey: "sk-test", model: "m" };
    const error = await failure(completeJson(settings, messages, Verdict, { timeoutMs: 200 }));
    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toMatch(/^The model endpoint could not be reached/);
    expect(server.requests).toHaveLength(LLM_RETRY_POLICY.attempts);
  });
});
