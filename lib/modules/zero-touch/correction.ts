import { z } from "zod";
import { completeJson, LlmError, llmSettings } from "@/lib/llm/chat";

/** The fields a correction instruction can change (02: vendor website and name). */
export interface CorrectionFields {
  website?: string;
  name?: string;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s"'<>,;)]+/i;
const DOMAIN_PATTERN = /\b((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})\b/i;
const NAME_PATTERN =
  /\b(?:(?:legal |company |vendor |correct )?name\s*(?:is|should be|:|=)|(?:is )?called|renamed?\s+(?:it\s+)?to|rename\s+to)\s*["“']?([^"”'\n;]+?)["”']?\s*(?=[.;\n]|,\s*(?:and|the|website|site|domain)\b|\s+and\s+(?:the\s+)?(?:website|site|domain|url)\b|$)/i;

function normaliseWebsite(value: string): string | undefined {
  const trimmed = value.trim().replace(/[.)\]]+$/, "");
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (!url.hostname.includes(".")) {
      return undefined;
    }
    return url.pathname === "/" && !url.search ? `${url.protocol}//${url.hostname}` : url.toString();
  } catch {
    return undefined;
  }
}

/**
 * The offline reading of an instruction: a URL or a domain named next to "website", "site",
 * "domain" or "url" (or any full URL) becomes the website; "name is …", "called …", "rename to …"
 * becomes the name. Anything else changes nothing.
 */
export function parseCorrectionOffline(instruction: string): CorrectionFields {
  const fields: CorrectionFields = {};
  const nameMatch = NAME_PATTERN.exec(instruction);
  const name = nameMatch?.[1]?.trim();
  if (name && name.length <= 200) {
    fields.name = name;
  }
  const withoutName = nameMatch ? instruction.replace(nameMatch[0], " ") : instruction;
  const url = URL_PATTERN.exec(withoutName)?.[0];
  const domain = /\b(website|web site|site|domain|url|homepage)\b/i.test(withoutName)
    ? DOMAIN_PATTERN.exec(withoutName)?.[1]
    : undefined;
  const website = url ?? domain;
  if (website) {
    const normalised = normaliseWebsite(website);
    if (normalised && normalised.length <= 2048) {
      fields.website = normalised;
    }
  }
  return fields;
}

const ModelReading = z.object({
  website: z.string().max(2048).nullable().optional(),
  name: z.string().max(200).nullable().optional(),
});

/**
 * Reads an instruction into the correctable fields: with a model when LLM_* is set (falling back to
 * the offline reading when the model fails), otherwise offline. Called before any transaction opens.
 */
export async function parseCorrection(instruction: string): Promise<CorrectionFields> {
  const settings = llmSettings();
  if (!settings) {
    return parseCorrectionOffline(instruction);
  }
  try {
    const answer = await completeJson(
      settings,
      [
        {
          role: "system",
          content:
            'You read a reviewer\'s correction about a vendor. Answer JSON {"website": string|null, "name": string|null}: the vendor\'s corrected website URL and company name, null for what the instruction does not correct.',
        },
        { role: "user", content: instruction },
      ],
      ModelReading,
    );
    const fields: CorrectionFields = {};
    const website = answer.website ? normaliseWebsite(answer.website) : undefined;
    if (website) {
      fields.website = website;
    }
    if (answer.name?.trim()) {
      fields.name = answer.name.trim();
    }
    return fields;
  } catch (error) {
    if (error instanceof LlmError) {
      return parseCorrectionOffline(instruction);
    }
    throw error;
  }
}

/** The field-by-field changes the reading makes to the vendor (nothing for equal values). */
export function correctionChanges(
  vendor: { name: string; website: string | null },
  fields: CorrectionFields,
): { field: "website" | "name"; before: string | null; after: string }[] {
  const changes: { field: "website" | "name"; before: string | null; after: string }[] = [];
  if (fields.website !== undefined && fields.website !== vendor.website) {
    changes.push({ field: "website", before: vendor.website, after: fields.website });
  }
  if (fields.name !== undefined && fields.name !== vendor.name) {
    changes.push({ field: "name", before: vendor.name, after: fields.name });
  }
  return changes;
}
