import { z } from "zod";
import { type ChatMessage, completeJson, type LlmSettings } from "@/lib/llm/chat";
import type { VendorFacts } from "../facts";
import type { FactSheetSectionName } from "../tables";
import { deriveSection } from "./offline";
import type { FactSheetProvider, SectionContent, SourceReference } from "./types";

const SECTION_SHAPES: Record<FactSheetSectionName, string> = {
  company_profile:
    "name, legal_name, website, description, headquarters, industry, founded_year (integer), registry_validation " +
    "{status: matched | not_matched | not_checked, registry, registration_number, detail}",
  products: "items: [{name, description}]",
  public_perception:
    "news: [{headline, publisher, published_at (YYYY-MM-DD), url, sentiment: positive | neutral | negative}], " +
    "reviews: [{source, rating, url}], competitors: [string]",
  financials:
    "ownership (public | private), ticker, exchange, market_cap_usd, total_funding_usd, last_funding_round, " +
    "annual_revenue_usd",
  people: "leadership: [{name, title}], headcount_estimate (integer)",
  compliance_and_legal:
    "privacy_certifications: [{name}] (privacy certifications only, such as ISO/IEC 27701 or a privacy seal; " +
    "SOC 2 and ISO/IEC 27001 are security certifications and belong to the security posture section), legal_actions: [{title, summary, date, url}], " +
    "enforcement_actions: [{authority, summary, date, url}]",
  security_posture:
    "trust_center_url, security_contact, security_certifications: [{name}] (SOC 2, ISO/IEC 27001...), " +
    "known_incidents: [{title, date, summary, url}]",
};

const SYSTEM_PROMPT =
  "You write one section of a vendor fact sheet as a JSON object. State only facts you are confident are true " +
  "and publicly documented. Never guess, estimate or invent: use null for any field you do not know, and answer " +
  '{"section": null, "source_urls": []} when you know nothing for the section. Answer exactly ' +
  '{"section": {...} | null, "source_urls": [urls supporting the facts]}. The platform facts given are ' +
  "authoritative; do not contradict them.";

// Computed by the platform only: a language model cannot measure them, so its values are never taken.
const PLATFORM_ONLY_KEYS = new Set(["external_intelligence", "sources"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isKnown = (value: unknown) =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

function webSources(answer: Record<string, unknown>): SourceReference[] {
  const urls = Array.isArray(answer.source_urls) ? answer.source_urls : [];
  return urls
    .filter((url): url is string => typeof url === "string" && /^https?:\/\//i.test(url))
    .slice(0, 20)
    .map((url) => ({ kind: "web", label: url, url }));
}

/** The model's section with the platform's own facts laid over it, or the platform's alone. */
export function mergeModelSection(
  derived: SectionContent | null,
  answer: unknown,
  model: string,
): SectionContent | null {
  const fromModel = isRecord(answer) && isRecord(answer.section) ? answer.section : null;
  if (!fromModel) {
    return derived;
  }
  const merged: SectionContent = {};
  for (const [key, value] of Object.entries(fromModel)) {
    if (!PLATFORM_ONLY_KEYS.has(key)) {
      merged[key] = value;
    }
  }
  for (const [key, value] of Object.entries(derived ?? {})) {
    if (isKnown(value) || PLATFORM_ONLY_KEYS.has(key)) {
      merged[key] = value;
    }
  }
  const platformSources = Array.isArray(derived?.sources) ? (derived.sources as SourceReference[]) : [];
  merged.sources = [
    ...platformSources,
    ...webSources(answer as Record<string, unknown>),
    { kind: "model", label: `Language model ${model}` },
  ];
  return merged;
}

/** What the model answers for a section: its content (null when it knows nothing) and where it read it. */
const ModelSectionAnswer = z.object({
  section: z.record(z.string(), z.unknown()).nullable().optional(),
  source_urls: z.array(z.unknown()).optional(),
});

/** An OpenAI-compatible chat model fills what the platform cannot derive, one request per section. */
export function llmProvider(settings: LlmSettings): FactSheetProvider {
  return {
    name: `llm:${settings.model}`,
    async generateSection(section, facts: VendorFacts) {
      const derived = deriveSection(section, facts);
      const messages: ChatMessage[] = [
        { role: "system", content: SYSTEM_PROMPT },
        {
          role: "user",
          content: JSON.stringify({
            section,
            section_fields: SECTION_SHAPES[section],
            platform_facts: facts,
            already_known: derived,
          }),
        },
      ];
      return mergeModelSection(derived, await completeJson(settings, messages, ModelSectionAnswer), settings.model);
    },
  };
}
