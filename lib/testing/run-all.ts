import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "@/lib/server/build";
import { checkBundleBudget } from "./bundle-budget";

/**
 * `npm test`: lint and types, unit and API tests on embedded PGlite, the same tests on the
 * PostgreSQL server named by TEST_DATABASE_URL, the built app in Chromium with Playwright, then the
 * first-load JavaScript budget of every route of that build.
 */
const root = process.cwd();
const reports = mkdtempSync(path.join(tmpdir(), "vrp-test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function countVitest(file: string): void {
  if (!existsSync(file)) {
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) {
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function ensureChromium(): boolean {
  if (existsSync("/usr/bin/chromium")) {
    return true;
  }
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing at /usr/bin/chromium; install it with: sudo apt-get install -y chromium");
    return false;
  }
  return (
    run("Install Chromium (Debian package)", "apt-get", ["update", "-qq"]) &&
    run("Install Chromium (Debian package)", "apt-get", ["install", "-y", "-qq", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    })
  );
}

const npx = (args: string[]) => [path.join(root, "node_modules/.bin", args[0] ?? ""), args.slice(1)] as const;
// PGlite runs inside each test process, so two files at a time fill the two cores CI has; on
// PostgreSQL the files mostly wait on the server, so a third keeps it busy.
const vitestArgs = (report: string, workers: number) => [
  "run",
  "--config",
  "lib/testing/vitest.config.mts",
  `--maxWorkers=${workers}`,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];
const steps: (() => boolean)[] = [
  () => run("Lint and format (Biome)", ...npx(["biome", "check", "."])),
  // The route types first (what `next build` would check against each page's props), so the one tsc
  // run covers them and the build below need not check types again.
  () => run("Route types", ...npx(["next", "typegen"])) && run("Type check", ...npx(["tsc", "--noEmit"])),
  () => {
    const report = path.join(reports, "vitest-pglite.json");
    const ok = run("Unit and API tests on embedded PGlite", ...npx(["vitest", ...vitestArgs(report, 2)]), {
      TEST_DATABASE_URL: "",
    });
    countVitest(report);
    return ok;
  },
  () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      console.log("\n=== API tests on PostgreSQL: skipped (set TEST_DATABASE_URL to a fresh database) ===");
      return true;
    }
    const report = path.join(reports, "vitest-postgres.json");
    // The web project's tests reach no database: they ran once above.
    const ok = run("API tests on PostgreSQL", ...npx(["vitest", ...vitestArgs(report, 3), "--project", "api"]), {
      TEST_DATABASE_URL: url,
    });
    countVitest(report);
    return ok;
  },
  () => ensureChromium(),
  () => {
    console.log("\n=== Build ===");
    process.env.VRP_TYPES_CHECKED = "1";
    ensureBuild(root);
    return true;
  },
  () => {
    const report = path.join(reports, "playwright.json");
    const ok = run(
      "Browser end-to-end tests (Playwright, Chromium)",
      ...npx(["playwright", "test", "-c", "e2e/playwright.config.ts"]),
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    countPlaywright(report);
    return ok;
  },
  () => {
    console.log("\n=== First-load JavaScript budget (build output, per route) ===");
    return checkBundleBudget(root);
  },
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
