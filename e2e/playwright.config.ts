import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/testing/chromium";

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
/** A local receiver the webhooks spec starts; its origin is exempt from the webhook URL rules. */
export const webhookReceiverPort = port + 1000;
/** A local feed server the radar feeds spec starts; its origin is exempt from the feed URL rules. */
export const radarFeedServerPort = port + 1100;
const dataDir = mkdtempSync(path.join(tmpdir(), "vrp-e2e-"));
// Created once by the runner and inherited by its workers (which load this file again): the server
// writes every email there (MAIL_OUTBOX_DIR), where a spec reads a vendor's sign-in code.
process.env.E2E_MAIL_OUTBOX ??= mkdtempSync(path.join(tmpdir(), "vrp-e2e-mail-"));
export const mailOutboxDir = process.env.E2E_MAIL_OUTBOX;

export default defineConfig({
  testDir: ".",
  // One output folder per server port, so parallel local runs don't delete each other's traces.
  outputDir: path.join("..", "test-results", `port-${port}`),
  // Spec files run two at a time (each signs up its own organization); a file's tests run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Whole user flows with two browsers on two cores: a minute is too close for the longest ones.
  timeout: 120_000,
  // Two browsers and the server share two cores: a navigation can take more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    // As a person who asked for less motion: the app then neither animates nor transitions (globals.css),
    // so what a test reads or axe judges is the page as it settled, never a frame of a fade.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The first visit needs an installation with no organization yet, so it runs before the rest.
    { name: "fresh-installation", testMatch: /00-first-visit\.spec\.ts/, use: { browserName: "chromium" } },
    {
      name: "chromium",
      testIgnore: /00-first-visit\.spec\.ts/,
      dependencies: ["fresh-installation"],
      use: { browserName: "chromium" },
    },
  ],
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
      // Every spec signs up its own organization from this one address.
      SIGNUP_RATE_LIMIT: "0",
      MAIL_OUTBOX_DIR: mailOutboxDir,
      WEBHOOK_TEST_TARGETS: `http://127.0.0.1:${webhookReceiverPort}`,
      RADAR_FEED_TEST_TARGETS: `http://127.0.0.1:${radarFeedServerPort}`,
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
