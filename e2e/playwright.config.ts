import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/testing/chromium";

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
/** A local receiver the webhooks spec starts; its origin is exempt from the webhook URL rules. */
export const webhookReceiverPort = port + 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "vrp-e2e-"));

export default defineConfig({
  testDir: ".",
  // One output folder per server port, so parallel local runs don't delete each other's traces.
  outputDir: path.join("..", "test-results", `port-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "npm start",
    cwd: process.cwd(),
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: "e2e-secret-long-enough-for-signing-tokens",
      WEBHOOK_TEST_TARGETS: `http://127.0.0.1:${webhookReceiverPort}`,
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
