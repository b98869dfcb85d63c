import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { declaredChangeLogEntityTypes } from "@/lib/extensions/change-log-entity-types";
import { appModules } from "@/lib/modules/all";

/**
 * The change log shows an entry only when a module declares its entity type (who may read it, under
 * which switch): an entity type recorded but never declared would vanish from the change log. The
 * recorded types are read from the source: every `entityType: "..."` (and the unions of literal
 * types given for it), and the record types custom field values are set on.
 */

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function recordedEntityTypes(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(path.resolve("lib"))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/entityType: ("[a-z_]+"(?:\s*\|\s*"[a-z_]+")*)/g)) {
      for (const literal of (match[1] ?? "").matchAll(/"([a-z_]+)"/g)) {
        found.add(literal[1] ?? "");
      }
    }
  }
  return found;
}

describe("change log entity types", () => {
  it("declares every entity type the code records, once", () => {
    const declared = declaredChangeLogEntityTypes();
    const customFieldTargets = appModules.flatMap((module) => (module.customFieldTargets ?? []).map((t) => t.type));
    const recorded = [...recordedEntityTypes(), ...customFieldTargets];
    expect(recorded.length).toBeGreaterThan(20);
    expect(recorded.filter((type) => !declared.includes(type))).toEqual([]);
    const owners = appModules.flatMap((module) =>
      (module.changeLog ?? []).filter((entry) => !entry.only).map((entry) => entry.entityType),
    );
    expect(owners.filter((type, index) => owners.indexOf(type) !== index)).toEqual([]);
  });

  it("has the partial declarations (a module's records among another's type) name a declared type", () => {
    const declared = declaredChangeLogEntityTypes();
    const partial = appModules.flatMap((module) =>
      (module.changeLog ?? []).filter((entry) => entry.only).map((entry) => entry.entityType),
    );
    expect(partial).toContain("assessment");
    expect(partial.filter((type) => !declared.includes(type))).toEqual([]);
  });
});
