import { afterEach, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { LLM_RETRY_POLICY } from "@/lib/llm/chat";
import { type ChatRequest, type FakeOpenAi, type FakeReply, startFakeOpenAi } from "./fake-openai";

/**
 * For a test file: returns `serveModel(reply)`, which starts a local OpenAI-compatible server and
 * points LLM_* at it for the current test; the server is closed and the settings restored after it.
 * `retryDelayMs` shortens the pause before a failed call's retry, for a test whose model fails on
 * many calls in turn (the retry itself still happens).
 */
export function fakeModelPerTest(options: { trailingSlash?: boolean; retryDelayMs?: number } = {}) {
  let server: FakeOpenAi | undefined;
  const policyDelay = LLM_RETRY_POLICY.retryDelayMs;
  afterEach(async () => {
    LLM_RETRY_POLICY.retryDelayMs = policyDelay;
    vi.unstubAllEnvs();
    resetConfigForTests();
    await server?.close();
    server = undefined;
  });
  return async function serveModel(reply: (request: ChatRequest) => Promise<FakeReply> | FakeReply) {
    server = await startFakeOpenAi(reply);
    LLM_RETRY_POLICY.retryDelayMs = options.retryDelayMs ?? policyDelay;
    vi.stubEnv("LLM_BASE_URL", options.trailingSlash ? `${server.baseUrl}/` : server.baseUrl);
    vi.stubEnv("LLM_API_KEY", "sk-test-key");
    vi.stubEnv("LLM_MODEL", "fake-model-1");
    resetConfigForTests();
    return server;
  };
}
