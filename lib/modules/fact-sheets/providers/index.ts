import { llmSettings } from "@/lib/llm/chat";
import { llmProvider } from "./llm";
import { offlineProvider } from "./offline";
import type { FactSheetProvider } from "./types";

/** The OpenAI-compatible provider when LLM_* is configured, otherwise the offline one. */
export function factSheetProvider(): FactSheetProvider {
  const settings = llmSettings();
  return settings ? llmProvider(settings) : offlineProvider;
}
