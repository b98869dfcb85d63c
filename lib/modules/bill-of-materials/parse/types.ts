/** What parsing a bill of materials yields; the module's tables store these shapes as they are. */

export type BomFormat = "cyclonedx" | "spdx" | "unknown";
export type BomType = "sbom" | "aibom" | "hbom" | "saasbom" | "other";
export type ComponentType =
  | "application"
  | "library"
  | "framework"
  | "container"
  | "operating-system"
  | "device"
  | "firmware"
  | "file"
  | "machine-learning-model"
  | "data"
  | "other";

export interface ParsedComponent {
  /** The only always-present field. */
  name: string;
  version: string | null;
  purl: string | null;
  cpe: string | null;
  group: string | null;
  supplier: string | null;
  author: string | null;
  description: string | null;
  bomRef: string | null;
  componentType: ComponentType;
  /** CycloneDX services[] (SaaSBOM) are "service", with componentType "other". */
  kind: "component" | "service";
  /** Normalised SPDX expressions where they parse; the original text when they do not. */
  licenses: string[];
  /** spdx-correct's guesses for licences that did not parse, never applied. */
  licenseSuggestions: { original: string; suggestion: string }[];
  /** Algorithm in upper case with a dash ("SHA-256", "SHA-1", "SHA3-512", "BLAKE2B-256") → value. */
  hashes: Record<string, string>;
  externalReferences: { type: string; url: string; comment?: string }[];
  /** name → value; repeated names joined with "\n". */
  properties: Record<string, string>;
  /** CycloneDX modelCard, or an SPDX 3 AI or dataset package's own fields. */
  modelCard: Record<string, unknown> | null;
}

export interface BomQuality {
  componentCount: number;
  withVersion: number;
  withPurl: number;
  withLicense: number;
  withSupplier: number;
  withHash: number;
  specVersion: string | null;
  /** NTIA's minimum elements; `missing` names the unmet ones in words a person understands. */
  ntiaMinimumElements: { met: boolean; missing: string[] };
}

export type BomParseResult =
  | {
      status: "parsed";
      format: "cyclonedx" | "spdx";
      bomType: BomType;
      specVersion: string;
      serialNumber: string | null;
      name: string | null;
      components: ParsedComponent[];
      quality: BomQuality;
    }
  | { status: "failed"; format: BomFormat; specVersion: string | null; parseError: string }
  | { status: "unsupported"; format: BomFormat; specVersion: string | null; parseError: string };

export interface BomFile {
  fileName: string;
  extension: string;
}
