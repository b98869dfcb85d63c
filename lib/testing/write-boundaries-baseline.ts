import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { crossModuleImports, deepImports, moduleCycles } from "./module-imports";

/**
 * Rewrites lib/modules/boundaries-baseline.json from the code as it is: run it after removing deep
 * imports or breaking a cycle (`npx tsx lib/testing/write-boundaries-baseline.ts`), never to let a
 * new one in. boundaries.test.ts fails on an entry the code no longer has, so the list only shrinks.
 */
const root = path.resolve(import.meta.dirname, "../..");
const imports = crossModuleImports(root);
const baseline = { deepImports: deepImports(imports), cycles: moduleCycles(imports) };
const file = path.join(root, "lib/modules/boundaries-baseline.json");
writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", file], { stdio: "ignore" });
console.log(`${baseline.deepImports.length} deep imports, ${baseline.cycles.length} cycles written.`);
