import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "@/lib/server/build";
import { streamedMultipart } from "@/lib/testing/document-files";
import { startApp, waitForHealth } from "./app-process";
import { processGroupUsage } from "./process-group";
import { call, expectStatus, type SeededOrg, seed } from "./seed";

/**
 * Document upload throughput: a 50 MiB file through POST /v1/documents (multipart, streamed to a
 * temporary file, hashed, renamed into blob storage, row inserted) beside writing the same bytes to
 * a file on the same disk with a plain write stream. Best of RUNS for each.
 */

const FILE_BYTES = 50 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const RUNS = 3;
const MIB = 1024 * 1024;

export interface UploadBenchResult {
  /** Largest growth of the server's resident memory during an upload, over its level just before (Linux only). */
  peakRssGrowthMiB: number | null;
  uploadMiBps: number;
  diskMiBps: number;
  ratio: number;
  uploadSeconds: number[];
  diskSeconds: number[];
}

const groupRssBytes = (processGroup: number) => processGroupUsage(processGroup)?.rssBytes ?? null;

/** Runs `work` while sampling the group's RSS; returns the peak growth over the level before. */
async function withRssSampling<T>(processGroup: number | undefined, work: () => Promise<T>) {
  const before = processGroup ? groupRssBytes(processGroup) : null;
  let peak = before ?? 0;
  const timer =
    before === null || !processGroup
      ? null
      : setInterval(() => {
          peak = Math.max(peak, groupRssBytes(processGroup) ?? 0);
        }, 20);
  try {
    const result = await work();
    return { result, growth: before === null ? null : Math.max(0, peak - before) };
  } finally {
    if (timer) {
      clearInterval(timer);
    }
  }
}

function postUpload(appUrl: string, token: string, vendorId: string, chunk: Uint8Array): Promise<number> {
  const parts = streamedMultipart(vendorId, "bench-upload.zip", FILE_BYTES, chunk);
  const url = new URL("/v1/documents", appUrl);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": parts.contentType,
        "content-length": String(parts.length),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () => {
        if (response.statusCode !== 201) {
          reject(new Error(`upload answered ${response.statusCode}: ${body.slice(0, 300)}`));
          return;
        }
        resolve(Number(process.hrtime.bigint() - started) / 1e9);
      });
    });
    request.on("error", reject);
    const iterator = parts.chunks();
    const pump = () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        if (!request.write(next.value)) {
          request.once("drain", pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

function writeToDisk(file: string, chunk: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const stream = createWriteStream(file);
    stream.on("error", reject);
    stream.on("close", () => resolve(Number(process.hrtime.bigint() - started) / 1e9));
    let written = 0;
    const pump = () => {
      while (written < FILE_BYTES) {
        written += chunk.length;
        if (!stream.write(chunk)) {
          stream.once("drain", pump);
          return;
        }
      }
      stream.end();
    };
    pump();
  });
}

export async function runUploadBench(
  appUrl: string,
  org: SeededOrg,
  scratchDir?: string,
  appProcessGroup?: number,
): Promise<UploadBenchResult> {
  const vendor = await call<{ id: string }>(appUrl, "/v1/vendors", {
    token: org.secret,
    body: { name: `Upload bench ${randomBytes(3).toString("hex")}` },
  });
  await expectStatus("create the upload bench vendor", 201, vendor);
  const vendorId = vendor.json().id;
  const chunk = new Uint8Array(randomBytes(CHUNK_BYTES));
  const dir = mkdtempSync(path.join(scratchDir ?? tmpdir(), "vrp-upload-bench-"));
  const uploadSeconds: number[] = [];
  const diskSeconds: number[] = [];
  let peakRssGrowth: number | null = null;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { result, growth } = await withRssSampling(appProcessGroup, () =>
        postUpload(appUrl, org.secret, vendorId, chunk),
      );
      uploadSeconds.push(result);
      peakRssGrowth = growth === null ? null : Math.max(peakRssGrowth ?? 0, growth);
      diskSeconds.push(await writeToDisk(path.join(dir, `run-${run}.bin`), chunk));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const uploadMiBps = FILE_BYTES / MIB / Math.min(...uploadSeconds);
  const diskMiBps = FILE_BYTES / MIB / Math.min(...diskSeconds);
  return {
    peakRssGrowthMiB: peakRssGrowth === null ? null : peakRssGrowth / MIB,
    uploadMiBps,
    diskMiBps,
    ratio: uploadMiBps / diskMiBps,
    uploadSeconds,
    diskSeconds,
  };
}

export function printUploadReport(result: UploadBenchResult): void {
  const seconds = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
  console.log(`\nDocument upload (${FILE_BYTES / MIB} MiB, best of ${RUNS}):`);
  console.log(
    `  POST /v1/documents     ${result.uploadMiBps.toFixed(1)} MiB/s  (runs: ${seconds(result.uploadSeconds)} s)`,
  );
  console.log(
    `  plain write to disk    ${result.diskMiBps.toFixed(1)} MiB/s  (runs: ${seconds(result.diskSeconds)} s)`,
  );
  console.log(`  ratio upload / disk    ${result.ratio.toFixed(2)}`);
  const rss = result.peakRssGrowthMiB === null ? "n/a (no /proc)" : `${result.peakRssGrowthMiB.toFixed(1)} MiB`;
  console.log(`  server RSS growth during an upload (peak): ${rss} (the file is streamed, never held whole)`);
}

/** `npx tsx lib/bench/upload-bench.ts`: this bench alone, on the built server with an embedded database. */
async function main(): Promise<void> {
  const root = process.cwd();
  const port = Number(process.env.UPLOAD_BENCH_PORT ?? 3953);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vrp-upload-bench-data-"));
  ensureBuild(root);
  const app = startApp(root, {
    PORT: String(port),
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    NODE_ENV: "production",
  });
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(appUrl, app, 180_000);
    printUploadReport(await runUploadBench(appUrl, await seed(appUrl, 0), dataDir, app.pid));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("upload-bench.ts")) {
  main().catch((error: unknown) => {
    console.error("upload benchmark failed:", error);
    process.exitCode = 1;
  });
}
