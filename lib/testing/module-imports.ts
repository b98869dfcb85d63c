import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The imports between the API half's modules (lib/modules/<module>/), read from the source as text:
 * which file imports what, whether it is a type-only import, and which module and file it reaches.
 * Used by lib/modules/boundaries.test.ts to hold modules to their public face (index.ts) and to find
 * cycles between modules. Test files are left out: a test may read another module's tables.
 */

export interface ModuleImport {
  /** The importing file, relative to the project root. */
  file: string;
  /** Its module, or "(registry)" for the files directly under lib/modules. */
  fromModule: string;
  toModule: string;
  /** The file reached inside the target module ("" for its index). */
  toPath: string;
  typeOnly: boolean;
}

const MODULES_DIR = path.join("lib", "modules");
const REGISTRY = "(registry)";
const IMPORT_PATTERN =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      sourceFiles(full, into);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      into.push(full);
    }
  }
  return into;
}

function moduleOf(relativeFile: string): string {
  const [, , folder, ...rest] = relativeFile.split(path.sep);
  return folder === undefined || rest.length === 0 ? REGISTRY : folder;
}

/** "lib/modules/vendors/services/x" → {module: "vendors", path: "services/x"}; outside modules → null. */
function targetOf(
  specifier: string,
  importerDir: string,
  moduleFolders: Set<string>,
): { module: string; path: string } | null {
  let resolved: string;
  if (specifier.startsWith("@/")) {
    resolved = specifier.slice(2);
  } else if (specifier.startsWith(".")) {
    resolved = path.join(importerDir, specifier);
  } else {
    return null;
  }
  const [top, second, folder, ...rest] = path.normalize(resolved).split(path.sep);
  if (top !== "lib" || second !== "modules" || folder === undefined || !moduleFolders.has(folder)) {
    return null; // outside the modules, or a registry file such as lib/modules/descriptor
  }
  const inner = rest.join("/").replace(/\.tsx?$/, "");
  return { module: folder, path: inner === "index" ? "" : inner };
}

/** Every import from one module into another, for the project at `root`. */
export function crossModuleImports(root: string): ModuleImport[] {
  const modulesDir = path.join(root, MODULES_DIR);
  const moduleFolders = new Set(
    readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const imports: ModuleImport[] = [];
  for (const fullPath of sourceFiles(modulesDir, [])) {
    const file = path.relative(root, fullPath);
    const fromModule = moduleOf(file);
    for (const match of readFileSync(fullPath, "utf8").matchAll(IMPORT_PATTERN)) {
      const target = targetOf(match[3] ?? match[4] ?? "", path.dirname(file), moduleFolders);
      if (!target || target.module === fromModule) {
        continue;
      }
      imports.push({
        file: file.split(path.sep).join("/"),
        fromModule,
        toModule: target.module,
        toPath: target.path,
        typeOnly: Boolean(match[2]),
      });
    }
  }
  return imports;
}

/**
 * "lib/modules/findings/service.ts -> assessments/tables": imports past another module's index,
 * type-only ones included (a module's types, its schemas' too, are exported from its index).
 */
export function deepImports(imports: ModuleImport[]): string[] {
  const lines = imports
    .filter((entry) => entry.toPath !== "" && entry.fromModule !== REGISTRY)
    .map((entry) => `${entry.file} -> ${entry.toModule}/${entry.toPath}`);
  return [...new Set(lines)].sort();
}

/** Groups of modules that import each other in a circle (value imports only), each sorted by name. */
export function moduleCycles(imports: ModuleImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const entry of imports) {
    if (entry.typeOnly || entry.fromModule === REGISTRY) {
      continue;
    }
    let targets = edges.get(entry.fromModule);
    if (!targets) {
      targets = new Set();
      edges.set(entry.fromModule, targets);
    }
    targets.add(entry.toModule);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          component.push(member);
        }
      } while (member !== undefined && member !== node);
      if (component.length > 1) {
        components.push(component.sort());
      }
    }
  };
  for (const node of [...edges.keys()].sort()) {
    if (!index.has(node)) {
      visit(node);
    }
  }
  return components.sort((a, b) => a.join().localeCompare(b.join()));
}
