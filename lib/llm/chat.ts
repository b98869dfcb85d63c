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

const DEFAULT_TIMEOUT_MS = 60_000;

/** The configured OpenAI-compatible endpoint (LLM_* settings), or null when the offline engines answer. */
export function llmSettings(): LlmSettings | null {
  return config().llm;
}

/** Models asked for JSON sometimes still wrap it in a Markdown fence. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

function messageContent(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  const content = choices?.[0]?.message?.content;
  if (typeof content !== "string") {
    throw new LlmError("The model's answer had no message content.");
  }
  return content;
}

/**
 * One chat completion asking for a JSON object (`response_format: json_object`, temperature 0),
 * parsed. Any transport failure, non-2xx answer or non-JSON content throws LlmError.
 */
export async function completeJson(
  settings: LlmSettings,
  messages: ChatMessage[],
  options: { timeoutMs?: number } = {},
): Promise<unknown> {
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
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LlmError(`The model endpoint could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new LlmError(`The model endpoint answered HTTP ${response.status}.`);
  }
  const body: unknown = await response.json().catch(() => {
    throw new LlmError("The model endpoint did not answer JSON.");
  });
  try {
    return JSON.parse(stripFence(messageContent(body)));
  } catch (error) {
    throw error instanceof LlmError ? error : new LlmError("The model's answer was not valid JSON.");
  }
}
