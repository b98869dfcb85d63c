/** The bill of materials parser: pure reading of CycloneDX and SPDX JSON, nothing stored. */
export { type BomParseLimits, parseBomOffThread } from "./off-thread";
export { parseBom } from "./parse-bom";
export type {
  BomFile,
  BomFormat,
  BomParseResult,
  BomQuality,
  BomType,
  ComponentType,
  ParsedComponent,
} from "./types";
