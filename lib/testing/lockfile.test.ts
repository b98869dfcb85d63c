import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, "../..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Node's lookup over the lockfile's tree: the nearest node_modules/<name> from the dependent's folder up. */
function resolves(dependentPath: string, name: string): boolean {
  let folder = dependentPath;
  for (;;) {
    if (lock.packages[`${folder ? `${folder}/` : ""}node_modules/${name}`]) {
      return true;
    }
    if (!folder) {
      return false;
    }
    const parent = folder.lastIndexOf("/node_modules/");
    folder = parent === -1 ? "" : folder.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  // `npm ci` refuses a lockfile that lacks any declared dependency, other platforms' optional
  // binaries included (npm can leave those out when it rewrites the lockfile on one platform).
  it("holds every dependency npm ci will look for, other platforms' optional packages included", () => {
    expect(lock.lockfileVersion).toBe(3);
    const missing: string[] = [];
    for (const [packagePath, entry] of Object.entries(lock.packages)) {
      const declared = {
        ...entry.dependencies,
        ...entry.optionalDependencies,
        ...(packagePath === "" ? entry.devDependencies : {}),
      };
      for (const name of Object.keys(declared)) {
        if (!resolves(packagePath, name)) {
          missing.push(`${name} (needed by ${packagePath || "the project"})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("locks the project's own declared dependencies as package.json lists them", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as LockedPackage;
    const locked = lock.packages[""];
    expect(locked?.dependencies).toEqual(manifest.dependencies);
    expect(locked?.devDependencies).toEqual(manifest.devDependencies);
  });
});
