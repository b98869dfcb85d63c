import { describe, expect, it } from "vitest";
import { BOM_PARSE_LIMITS, parseBomOffThread } from "./off-thread";
import { fixtureBytes } from "./testing";

const keycloak = () => fixtureBytes("keycloak-10.0.2.cdx.json").slice();
const file = { fileName: "keycloak-10.0.2.cdx.json", extension: "json" };

describe("parsing on a thread", () => {
  it("parses and validates keycloak's 2.2 MB SBOM, moving the bytes to the thread", async () => {
    const bytes = keycloak();
    const result = await parseBomOffThread(bytes, file);
    expect(result).toMatchObject({ status: "parsed", format: "cyclonedx", specVersion: "1.2" });
    expect(result.status === "parsed" && result.components).toHaveLength(903);
    expect(bytes.byteLength).toBe(0); // transferred, not copied
  });

  it("copies bytes that are a view into a larger buffer instead of moving that buffer", async () => {
    const whole = new TextEncoder().encode(`xx{"bomFormat":"CycloneDX","specVersion":"1.5"}yy`);
    const view = whole.subarray(2, whole.length - 2);
    const result = await parseBomOffThread(view, { fileName: "bom.json", extension: "json" });
    expect(result).toMatchObject({ status: "parsed", bomType: "other" });
    expect(whole.byteLength).toBeGreaterThan(0);
  });

  it("turns a thread past its time budget into a failed result, the format guessed from the file's start", async () => {
    const result = await parseBomOffThread(keycloak(), file, { ...BOM_PARSE_LIMITS, timeoutMs: 1 });
    expect(result).toEqual({
      status: "failed",
      format: "cyclonedx",
      specVersion: null,
      parseError: "Reading the file took longer than 0.001 s, the most one file may take.",
    });
  });

  it("parses the next file on the same thread", async () => {
    const [first, second] = await Promise.all([
      parseBomOffThread(keycloak(), file),
      parseBomOffThread(keycloak(), file),
    ]);
    expect(first).toEqual(second);
  });

  it("turns a thread past its memory budget into a failed result", async () => {
    const result = await parseBomOffThread(keycloak(), file, { ...BOM_PARSE_LIMITS, memoryLimitMb: 8 });
    expect(result).toEqual({
      status: "failed",
      format: "cyclonedx",
      specVersion: null,
      parseError: "The file was too large to parse within the memory limit (8 MB).",
    });
  });
});
