import { bomLimits } from "./limits";
import type { BomFormat, BomParseResult, ParsedComponent } from "./types";

export type BomRejection = Extract<BomParseResult, { status: "failed" | "unsupported" }>;

export const failed = (format: BomFormat, specVersion: string | null, parseError: string): BomRejection => ({
  status: "failed",
  format,
  specVersion,
  parseError,
});

export const unsupported = (format: BomFormat, specVersion: string | null, parseError: string): BomRejection => ({
  status: "unsupported",
  format,
  specVersion,
  parseError,
});

export const isRejection = (value: object): value is BomRejection => "status" in value;

/** What a format's reader found, before de-duplication, typing and scoring. */
export interface BomContent {
  format: "cyclonedx" | "spdx";
  specVersion: string;
  serialNumber: string | null;
  name: string | null;
  components: ParsedComponent[];
  /** The facts NTIA's minimum elements ask about the document as a whole. */
  hasDependencies: boolean;
  hasAuthor: boolean;
  hasTimestamp: boolean;
}

export const tooManyComponents = (format: BomFormat, specVersion: string | null) =>
  failed(
    format,
    specVersion,
    `The file lists more than ${bomLimits.components.toLocaleString("en-US")} components, more than can be read.`,
  );
