import { type BomRejection, unsupported } from "./outcome";
import type { BomFile, BomFormat } from "./types";

const READ_AS_JSON = "only CycloneDX JSON and SPDX JSON are read.";

/**
 * The formats that are recognised but not read (XML, tag-value, RDF, YAML), each named in its
 * message so the person knows what to export instead. `null`: the text should be read as JSON.
 */
export function refuseNonJson(text: string, file: BomFile): BomRejection | null {
  const head = text.slice(0, 65_536).trimStart();
  if (head.startsWith("{") || head.startsWith("[")) {
    return null;
  }
  if (head.startsWith("<")) {
    return refuseXml(head);
  }
  const tagValue = /^SPDXVersion:\s*SPDX-([\d.]+)/m.exec(head);
  if (tagValue) {
    return unsupported(
      "spdx",
      tagValue[1] ?? null,
      `This is an SPDX tag-value file; ${READ_AS_JSON} Export the SBOM as SPDX JSON and upload it again.`,
    );
  }
  if (/^@prefix\s/m.test(head) && head.includes("spdx.org/rdf")) {
    return unsupported(
      "spdx",
      null,
      `This is an SPDX RDF (Turtle) file; ${READ_AS_JSON} Export the SBOM as SPDX JSON and upload it again.`,
    );
  }
  const yaml = refuseYaml(head);
  if (yaml) {
    return yaml;
  }
  if (/^json(ld)?$/i.test(file.extension.replace(/^\./, ""))) {
    return null; // a .json file that is not JSON gets the JSON parser's own message
  }
  return unsupported(
    "unknown",
    null,
    "This file is not JSON, so it is not a CycloneDX JSON or SPDX JSON bill of materials.",
  );
}

function refuseXml(head: string): BomRejection {
  const cyclonedx = /xmlns(?::[\w.-]+)?\s*=\s*["']https?:\/\/cyclonedx\.org\/schema\/bom\/([\d.]+)["']/.exec(head);
  if (cyclonedx || /<(?:[\w.-]+:)?bom[\s>]/.test(head)) {
    return unsupported(
      "cyclonedx",
      cyclonedx?.[1] ?? null,
      `This is a CycloneDX XML file; ${READ_AS_JSON} Export the BOM as JSON and upload it again.`,
    );
  }
  if (head.includes("spdx.org/rdf")) {
    const version = /specVersion[^>]*>\s*SPDX-([\d.]+)/.exec(head);
    return unsupported(
      "spdx",
      version?.[1] ?? null,
      `This is an SPDX RDF/XML file; ${READ_AS_JSON} Export the SBOM as SPDX JSON and upload it again.`,
    );
  }
  return unsupported(
    "unknown",
    null,
    `This is an XML file but not a CycloneDX or SPDX bill of materials; ${READ_AS_JSON}`,
  );
}

function refuseYaml(head: string): BomRejection | null {
  const cyclonedx = /^\s*["']?bomFormat["']?\s*:\s*["']?CycloneDX/m.test(head);
  const spdx = /^\s*["']?spdxVersion["']?\s*:\s*["']?SPDX-([\d.]+)/m.exec(head);
  const looksLikeYaml = head.startsWith("---") || head.startsWith("%YAML");
  if (cyclonedx) {
    const version = /^\s*["']?specVersion["']?\s*:\s*["']?([\d.]+)/m.exec(head);
    return unsupported(
      "cyclonedx",
      version?.[1] ?? null,
      `This is a CycloneDX YAML file; ${READ_AS_JSON} Export the BOM as JSON and upload it again.`,
    );
  }
  if (spdx) {
    return unsupported(
      "spdx",
      spdx[1] ?? null,
      `This is an SPDX YAML file; ${READ_AS_JSON} Export the SBOM as SPDX JSON and upload it again.`,
    );
  }
  if (looksLikeYaml) {
    return unsupported(
      "unknown",
      null,
      `This is a YAML file but not a bill of materials we recognise; ${READ_AS_JSON}`,
    );
  }
  return null;
}

/** Which format a file seems to be from its start, for a file that could not be read to the end. */
export function guessFormat(head: string): BomFormat {
  if (/"bomFormat"\s*:\s*"CycloneDX"|cyclonedx\.org\/schema\/bom/.test(head)) {
    return "cyclonedx";
  }
  return /"spdxVersion"\s*:|spdx\.org\/rdf|^SPDXVersion:/m.test(head) ? "spdx" : "unknown";
}
