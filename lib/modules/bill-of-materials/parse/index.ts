/** The bill of materials parser: pure reading of CycloneDX and SPDX JSON, nothing stored. */

export { componentTypes } from "./component-types";
export { BOM_PARSE_LIMITS, type BomParseLimits, parseBomOffThread } from "./off-thread";
export { parseBom } from "./parse-bom";
export { INVALID_PURL_PROPERTY } from "./purl";
export type {
  BomFile,
  BomFormat,
  BomParseResult,
  BomQuality,
  BomType,
  ComponentType,
  ParsedComponent,
} from "./types";
