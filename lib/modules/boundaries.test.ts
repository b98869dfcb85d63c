import path from "node:path";
import { describe, expect, it } from "vitest";
import { crossModuleImports, deepImports, type ModuleImport, moduleCycles } from "@/lib/testing/module-imports";

/**
 * A module's index.ts is its public face: another module imports only that, types included, and
 * modules import each other in one direction only (no cycle). Biome's noRestrictedImports (biome.json)
 * refuses a deep import as it is written; this reads the code's own imports, resolved, and also
 * finds cycles, which a lint rule cannot. docs/architecture.md, "Boundaries, and what enforces them",
 * says how to offer what another module needs.
 */

const root = path.resolve(import.meta.dirname, "../..");
const imports = crossModuleImports(root);

function entry(fromModule: string, toModule: string, toPath: string, typeOnly = false): ModuleImport {
  return { file: `lib/modules/${fromModule}/service.ts`, fromModule, toModule, toPath, typeOnly };
}

describe("module boundaries", () => {
  it("reads the modules' imports of each other", () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.some((found) => found.toPath === "" && found.toModule === "vendors")).toBe(true);
  });

  it("has no import past another module's index.ts", () => {
    expect(deepImports(imports), "import the module's index.ts instead, and export what you need from there").toEqual(
      [],
    );
  });

  it("has no cycle between modules", () => {
    expect(moduleCycles(imports), "one of the modules must stop importing the other").toEqual([]);
  });

  it("tells deep imports and cycles apart from allowed ones", () => {
    const sample = [
      entry("findings", "assessments", ""),
      entry("findings", "assessments", "tables"),
      entry("findings", "vendors", "schemas", true),
      entry("findings", "vendors", "tables", true),
      entry("assessments", "findings", ""),
      entry("vendors", "taxonomy", ""),
      entry("taxonomy", "vendors", "", true),
    ];
    expect(deepImports(sample)).toEqual([
      "lib/modules/findings/service.ts -> assessments/tables",
      "lib/modules/findings/service.ts -> vendors/schemas",
      "lib/modules/findings/service.ts -> vendors/tables",
    ]);
    // A type-only import does not close a circle: it is gone once compiled.
    expect(moduleCycles(sample)).toEqual([["assessments", "findings"]]);
  });
});
