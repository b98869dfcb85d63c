import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crossModuleImports, deepImports, type ModuleImport, moduleCycles } from "@/lib/testing/module-imports";

/**
 * A module's index.ts is its public face: another module imports only that (a type-only import of
 * its schemas stays allowed). The imports that still reach past an index, and the cycles between
 * modules, are listed in boundaries-baseline.json: the list may shrink (rewrite it with
 * lib/testing/write-boundaries-baseline.ts) but nothing new may join it. docs/architecture.md,
 * "Modules", says how to offer what another module needs.
 */

const root = path.resolve(import.meta.dirname, "../..");
const baseline = JSON.parse(readFileSync(path.join(import.meta.dirname, "boundaries-baseline.json"), "utf8")) as {
  deepImports: string[];
  cycles: string[][];
};
const imports = crossModuleImports(root);

function entry(fromModule: string, toModule: string, toPath: string, typeOnly = false): ModuleImport {
  return { file: `lib/modules/${fromModule}/service.ts`, fromModule, toModule, toPath, typeOnly };
}

describe("module boundaries", () => {
  it("reads the modules' imports of each other", () => {
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.some((found) => found.toPath === "" && found.toModule === "vendors")).toBe(true);
  });

  it("adds no import past another module's index.ts", () => {
    const known = new Set(baseline.deepImports);
    const added = deepImports(imports).filter((line) => !known.has(line));
    expect(added, "import the module's index.ts instead, and export what you need from there").toEqual([]);
  });

  it("keeps the list of old deep imports true: one removed from the code leaves the list", () => {
    const current = new Set(deepImports(imports));
    const gone = baseline.deepImports.filter((line) => !current.has(line));
    expect(gone, "run npx tsx lib/testing/write-boundaries-baseline.ts").toEqual([]);
  });

  it("forms no new cycle between modules", () => {
    const known = baseline.cycles.map((cycle) => new Set(cycle));
    const added = moduleCycles(imports).filter((cycle) => !known.some((set) => cycle.every((name) => set.has(name))));
    expect(added).toEqual([]);
  });

  it("tells deep imports and cycles apart from allowed ones", () => {
    const sample = [
      entry("findings", "assessments", ""),
      entry("findings", "assessments", "tables"),
      entry("findings", "vendors", "schemas", true),
      entry("findings", "vendors", "tables", true),
      entry("assessments", "findings", ""),
      entry("vendors", "taxonomy", ""),
      entry("taxonomy", "vendors", "schemas", true),
    ];
    expect(deepImports(sample)).toEqual([
      "lib/modules/findings/service.ts -> assessments/tables",
      "lib/modules/findings/service.ts -> vendors/tables",
    ]);
    // A type-only import does not close a circle: it is gone once compiled.
    expect(moduleCycles(sample)).toEqual([["assessments", "findings"]]);
  });
});
