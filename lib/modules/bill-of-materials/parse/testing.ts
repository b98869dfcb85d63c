import { readFileSync } from "node:fs";
import path from "node:path";
import { parseBom } from "./parse-bom";
import type { BomParseResult } from "./types";

export type ParsedBom = Extract<BomParseResult, { status: "parsed" }>;

/** The bytes of a file of ./fixtures (public example BOMs, see its README). */
export function fixtureBytes(name: string): Uint8Array {
  const file = readFileSync(path.join(process.cwd(), "lib", "modules", "bill-of-materials", "parse", "fixtures", name));
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

const fileOf = (name: string) => ({ fileName: name, extension: path.extname(name).slice(1) });

export const parseFixture = (name: string): BomParseResult => parseBom(fixtureBytes(name), fileOf(name));

export const parseText = (text: string, name = "upload.json"): BomParseResult =>
  parseBom(new TextEncoder().encode(text), fileOf(name));

export const parseJsonDocument = (document: unknown): BomParseResult => parseText(JSON.stringify(document));

/** The result, which the test expects to be parsed. */
export function parsed(result: BomParseResult): ParsedBom {
  if (result.status !== "parsed") {
    throw new Error(`expected a parsed BOM, got ${result.status}: ${result.parseError}`);
  }
  return result;
}

/** A CycloneDX document around the given components (and metadata), valid for its version's schema. */
export function cyclonedxDocument(
  specVersion: string,
  body: { components?: unknown[]; services?: unknown[]; metadata?: unknown; dependencies?: unknown[] },
) {
  return { bomFormat: "CycloneDX", specVersion, version: 1, ...body };
}
