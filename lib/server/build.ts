import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCE_ROOTS = ["app", "components", "lib", "public"];
const SOURCE_FILES = [
  "package-lock.json",
  "next.config.mjs",
  "proxy.ts",
  "instrumentation-client.ts",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
];
const SKIP = new Set(["node_modules", ".next", ".data"]);

function collectFiles(dir: string, into: string[]): void {
  if (!existsSync(dir)) {
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      collectFiles(full, into);
    } else if (entry.isFile() && !entry.name.endsWith(".test.ts")) {
      into.push(full);
    }
  }
}

/** A content hash of everything the build reads, so a stale build is detected after a pull. */
export function sourceFingerprint(root: string): string {
  const files: string[] = [];
  for (const dir of SOURCE_ROOTS) {
    collectFiles(path.join(root, dir), files);
  }
  files.push(
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file) && statSync(file).isFile()),
  );
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const LOCK_STALE_MS = 15 * 60 * 1000;

/** Two processes starting at once must not build into the same .next directory together. */
function withBuildLock(root: string, work: () => void): void {
  const lock = path.join(root, ".next-build.lock");
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - lockedAt > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `next build` when there is no build or the sources changed since the last one. */
export function ensureBuild(root: string): void {
  withBuildLock(root, () => buildIfStale(root));
}

function buildIfStale(root: string): void {
  const distDir = path.join(root, ".next");
  const markerFile = path.join(distDir, "source-fingerprint");
  const fingerprint = sourceFingerprint(root);
  const hasBuild = existsSync(path.join(distDir, "BUILD_ID"));
  if (hasBuild && existsSync(markerFile) && readFileSync(markerFile, "utf8") === fingerprint) {
    return;
  }
  console.log(hasBuild ? "Sources changed since the last build; rebuilding…" : "No build found; building…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    throw new Error(`next build failed with exit code ${result.status}`);
  }
  writeFileSync(markerFile, fingerprint);
}
