import type { z } from "zod";
import { config, type LlmSettings } from "@/lib/config/env";

export type { LlmSettings };

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export class LlmError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LlmError";
  }
}

/**
 * The one retry policy of every model call (fact sheets, zero touch, intake, evidence matching):
 * each attempt waits at most ATTEMPT_TIMEOUT_MS for its answer; an unreachable endpoint, a 429 or
 * 5xx, or an answer that is not JSON of the asked shape is tried once more after RETRY_DELAY_MS
 * (a 429's Retry-After, when given, up to MAX_RETRY_DELAY_MS). Anything else fails at once.
 */
export const LLM_RETRY_POLICY = {
  attempts: 2,
  attemptTimeoutMs: 60_000,
  retryDelayMs: 1_000,
  maxRetryDelayMs: 10_000,
};

/** The configured OpenAI-compatible endpoint (LLM_* settings), or null when the offline engines answer. */
export function llmSettings(): LlmSettings | null {
  return config().llm;
}

/** A failed attempt, and whether trying again could help (and after how long). */
class AttemptFailure extends LlmError {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs = LLM_RETRY_POLICY.retryDelayMs,
  ) {
    super(message);
  }
}

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds * 1000, LLM_RETRY_POLICY.maxRetryDelayMs)
    : LLM_RETRY_POLICY.retryDelayMs;
}

function messageContent(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = choices?.[0]?.message?.content;
  if (typeof content !== "string") {
    throw new AttemptFailure("The model's answer had no message content.", true);
  }
  return content;
}

async function attempt<T>(
  settings: LlmSettings,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  timeoutMs: number,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0,
        response_format: { type: "json_object" },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new AttemptFailure(`The model endpoint could not be reached: ${(error as Error).message}`, true);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const retryable = response.status === 429 || response.status >= 500;
    throw new AttemptFailure(`The model endpoint answered HTTP ${response.status}.`, retryable, retryAfterMs(response));
  }
  const body: unknown = await response.json().catch(() => {
    throw new AttemptFailure("The model endpoint did not answer JSON.", true);
  });
  let content: unknown;
  try {
    content = JSON.parse(messageContent(body));
  } catch (error) {
    throw error instanceof LlmError ? error : new AttemptFailure("The model's answer was not valid JSON.", true);
  }
  const parsed = schema.safeParse(content);
  if (!parsed.success) {
    throw new AttemptFailure("The model's answer did not have the expected shape.", true);
  }
  return parsed.data;
}

/**
 * One chat completion asking for a JSON object (`response_format: json_object`, temperature 0),
 * validated by `schema`, under LLM_RETRY_POLICY. What still fails after it throws LlmError.
 */
export async function completeJson<T>(
  settings: LlmSettings,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt(settings, messages, schema, options.timeoutMs ?? LLM_RETRY_POLICY.attemptTimeoutMs);
    } catch (error) {
      if (!(error instanceof AttemptFailure) || !error.retryable || tried >= LLM_RETRY_POLICY.attempts) {
        throw error instanceof AttemptFailure ? new LlmError(error.message) : error;
      }
      await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
    }
  }
}
