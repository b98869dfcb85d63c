import type { VendorFacts } from "../facts";
import type { FactSheetSectionName } from "../tables";

export type SectionContent = Record<string, unknown>;

/**
 * Produces one fact sheet section at a time, so each can be committed as it completes. null means
 * nothing could be determined for the section. Implementations must never state what they cannot support.
 */
export interface FactSheetProvider {
  readonly name: string;
  generateSection(section: FactSheetSectionName, facts: VendorFacts): Promise<SectionContent | null>;
}

export interface SourceReference {
  kind: "platform" | "web" | "model";
  label: string;
  url?: string;
}
