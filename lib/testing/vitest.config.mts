import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

/** The web half's tests: pages, widgets and browser helpers never reach the API half or a database. */
const webTests = ["components/**/*.test.ts", "app/**/*.test.ts", "lib/web/**/*.test.ts"];

export default defineConfig({
  root,
  resolve: { alias: { "@": root } },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { AUTH_SECRET: "test-secret-that-is-long-enough-for-hs256-signing", NEXT_TELEMETRY_DISABLED: "1" },
    projects: [
      // No database and no module registry: they start in milliseconds and run once, not per database.
      { extends: true, test: { name: "web", include: webTests } },
      {
        extends: true,
        test: {
          name: "api",
          // Each worker loads the app once and runs file after file in it: loading it for every file
          // took about 2.5 s of each file's time, half of the suite. Files stay apart as they always
          // have: each opens its own database (setup.ts) and makes its own organizations; global
          // state a test changes (environment, fake timers, spies) it puts back.
          isolate: false,
          include: ["lib/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "lib/web/**"],
          globalSetup: ["lib/testing/global-setup.ts"],
          setupFiles: ["lib/testing/setup.ts"],
        },
      },
    ],
  },
});
