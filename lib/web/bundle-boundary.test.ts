import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The Next bundle (pages, the /api/v1 proxy, next-auth) is one of two halves of the process: it
 * reaches the API over HTTP only (lib/bff/api-fetch.ts) and never loads the server code, so that
 * one process holds one copy of every server module. This walks the static import graph from the
 * bundle's entry points and names the chain to any file in a server-only folder.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const ENTRY_DIRECTORIES = ["app", "components"];
const ENTRY_FILES = ["proxy.ts", "instrumentation-client.ts"];
const SERVER_ONLY = [
  "lib/api",
  "lib/modules",
  "lib/db",
  "lib/jobs",
  "lib/audit",
  "lib/events",
  "lib/idempotency",
  "lib/mail",
  "lib/storage",
  "lib/secrets",
  "lib/evidence-matching",
];
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

function sourceFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return sourceFilesUnder(full);
    }
    const isSource = SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension));
    return isSource && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every module specifier a file imports or re-exports, statically or with `import("...")`. A
 * type-only import (`import type`, `export type`) is left out: the compiler erases it, so it puts no
 * server code in the bundle.
 */
function importedSpecifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const patterns = [
    /\b(?:import|export)\s+(?!type\b)(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...withoutComments.matchAll(pattern)].map((match) => match[1] ?? ""));
}

function resolveFile(candidate: string): string | null {
  const attempts = [
    candidate,
    ...SOURCE_EXTENSIONS.map((extension) => `${candidate}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(candidate, `index${extension}`)),
  ];
  return attempts.find((attempt) => existsSync(attempt) && statSync(attempt).isFile()) ?? null;
}

/** The import graph of one project tree: "@/..." and relative specifiers; packages are not followed. */
function importGraph(root: string) {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const resolveImport = (specifier: string, fromFile: string) => {
    if (specifier.startsWith("@/")) {
      return resolveFile(path.join(root, specifier.slice(2)));
    }
    return specifier.startsWith(".") ? resolveFile(path.resolve(path.dirname(fromFile), specifier)) : null;
  };
  const isServerOnly = (file: string) =>
    SERVER_ONLY.some((folder) => relative(file) === folder || relative(file).startsWith(`${folder}/`));

  /** Breadth-first from the entries: for each server-only file reached, the shortest chain to it. */
  function forbiddenChains(entryNames: string[]): string[][] {
    const entries = entryNames.map((name) => path.join(root, name));
    const parent = new Map<string, string | null>(entries.map((entry) => [entry, null]));
    const queue = [...entries];
    const chains: string[][] = [];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (isServerOnly(file)) {
        const chain: string[] = [];
        for (let step: string | null | undefined = file; step; step = parent.get(step)) {
          chain.unshift(relative(step));
        }
        chains.push(chain);
        continue;
      }
      for (const specifier of importedSpecifiers(readFileSync(file, "utf8"))) {
        const target = resolveImport(specifier, file);
        if (target && !parent.has(target)) {
          parent.set(target, file);
          queue.push(target);
        }
      }
    }
    return chains;
  }

  /** The bundle's entry points, relative to the root. */
  function bundleEntries(): string[] {
    return [
      ...ENTRY_DIRECTORIES.filter((directory) => existsSync(path.join(root, directory))).flatMap((directory) =>
        sourceFilesUnder(path.join(root, directory)).map(relative),
      ),
      ...ENTRY_FILES.filter((file) => existsSync(path.join(root, file))),
    ];
  }

  return { forbiddenChains, bundleEntries };
}

function fixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "vrp-bundle-boundary-"));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), source);
  }
  return root;
}

describe("the Next bundle's import boundary", () => {
  it("reaches no server-only folder from app/, components/, proxy.ts or instrumentation-client.ts", () => {
    const graph = importGraph(projectRoot);
    const chains = graph.forbiddenChains(graph.bundleEntries()).map((chain) => chain.join(" -> "));
    expect(chains, `server-only code reached by the web bundle:\n${chains.join("\n")}`).toEqual([]);
  });

  it("names the whole chain to a server-only file, however the import is written", () => {
    const graph = importGraph(
      fixtureTree({
        "app/page.tsx": 'import { a } from "@/lib/web/helper";\nimport type { T } from "@/lib/db/types";\n',
        "lib/web/helper.ts": 'export { b } from "../auth/session";\nexport const a = 1;\n',
        "lib/auth/session.ts":
          'import {\n  c,\n} from "@/lib/db";\nexport const b = await import("@/lib/jobs/queue");\n',
        "lib/db/index.ts": "export const c = 1;\n",
        "lib/db/types.ts": "export type T = number;\n",
        "lib/jobs/queue.ts": "export const d = 1;\n",
        "components/form.tsx": '// import "@/lib/mail/send";\nimport "@/lib/audit/api-calls";\n',
        "lib/audit/api-calls.ts": "",
        "proxy.ts": 'import { c } from "./lib/web/helper";\n',
      }),
    );
    expect(graph.bundleEntries().sort()).toEqual(["app/page.tsx", "components/form.tsx", "proxy.ts"]);
    expect(graph.forbiddenChains(graph.bundleEntries())).toEqual(
      expect.arrayContaining([
        ["app/page.tsx", "lib/web/helper.ts", "lib/auth/session.ts", "lib/db/index.ts"],
        ["app/page.tsx", "lib/web/helper.ts", "lib/auth/session.ts", "lib/jobs/queue.ts"],
        ["components/form.tsx", "lib/audit/api-calls.ts"],
      ]),
    );
    expect(graph.forbiddenChains(["app/page.tsx"])).toHaveLength(2);
  });
});
