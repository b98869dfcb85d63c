import { bomTypeOf } from "./bom-type";
import { readCycloneDx } from "./cyclonedx";
import { decodeBom } from "./decode";
import { withoutRepeats } from "./dedupe";
import { nestsTooDeeply, parseJson } from "./json";
import { asObject, asString } from "./json-access";
import { bomLimits } from "./limits";
import { type BomContent, type BomRejection, failed, isRejection, unsupported } from "./outcome";
import { qualityOf } from "./quality";
import { guessFormat, refuseNonJson } from "./sniff";
import { readSpdx2 } from "./spdx2";
import { isSpdx3, readSpdx3 } from "./spdx3";
import type { BomFile, BomParseResult } from "./types";

/**
 * Reads a CycloneDX JSON (1.2 to 1.7) or SPDX JSON (2.2, 2.3, 3.0) bill of materials. Never
 * throws: a file that cannot be read is a "failed" result (broken or against its schema) or an
 * "unsupported" one (a format that is recognised but not read), each with a message for people.
 * CPU-heavy on large files: call it through parseBomOffThread (./off-thread) from request or job code.
 */
export function parseBom(bytes: Uint8Array, file: BomFile): BomParseResult {
  try {
    const content = readContent(bytes, file);
    if (isRejection(content)) {
      return content;
    }
    const components = withoutRepeats(content.components);
    return {
      status: "parsed",
      format: content.format,
      bomType: bomTypeOf(components),
      specVersion: content.specVersion,
      serialNumber: content.serialNumber,
      name: content.name,
      components,
      quality: qualityOf(content, components),
    };
  } catch (error) {
    // A bug here, or a stack overflow on some file no bound anticipated.
    const reason = error instanceof Error ? error.message : String(error);
    return failed("unknown", null, `The file could not be read because of an error in the reader: ${reason}`);
  }
}

function readContent(bytes: Uint8Array, file: BomFile): BomContent | BomRejection {
  const decoded = decodeBom(bytes);
  if (isRejection(decoded)) {
    return decoded;
  }
  const refused = refuseNonJson(decoded.text, file);
  if (refused) {
    return refused;
  }
  if (!decoded.text.trim()) {
    return failed("unknown", null, "The file is empty.");
  }
  const parsed = parseJson(decoded.text);
  if ("error" in parsed) {
    return failed(guessFormat(decoded.text.slice(0, 4_096)), null, parsed.error);
  }
  const document = asObject(parsed.value);
  const format =
    document?.bomFormat === "CycloneDX" ? "cyclonedx" : document && isSpdxDocument(document) ? "spdx" : null;
  if (!document || !format) {
    return unsupported(
      "unknown",
      null,
      'This JSON file is not a CycloneDX or SPDX bill of materials: it has no "bomFormat": "CycloneDX", no "spdxVersion" and no SPDX 3 "@context".',
    );
  }
  if (nestsTooDeeply(decoded.text)) {
    const version = asString(document.specVersion) ?? asString(document.spdxVersion)?.replace(/^SPDX-/, "") ?? null;
    return failed(
      format,
      version,
      `The file nests more than ${bomLimits.jsonDepth} levels deep, more than can be read.`,
    );
  }
  if (format === "cyclonedx") {
    return readCycloneDx(document);
  }
  return isSpdx3(document) ? readSpdx3(document) : readSpdx2(document);
}

const isSpdxDocument = (document: Record<string, unknown>) =>
  asString(document.spdxVersion)?.startsWith("SPDX-") === true || isSpdx3(document);
