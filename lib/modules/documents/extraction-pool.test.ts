import { describe, expect, it } from "vitest";
import {
  ExtractionFailed,
  ExtractionPool,
  extractionLimitsFromEnv,
  timeoutReason,
  transferableBytes,
} from "./extraction-pool";

const request = (extension: string, bytes: Uint8Array | string) => ({
  extension,
  bytes: transferableBytes(typeof bytes === "string" ? Buffer.from(bytes) : bytes),
  fileName: "evidence.txt",
  allowedTypes: ["privacy_policy", "other"],
});

describe("extraction pool", () => {
  it("extracts and classifies on a thread; a file its library refuses fails with the library's message", async () => {
    const pool = new ExtractionPool({ threads: 1, timeoutMs: 60_000, memoryLimitMb: 512 });
    try {
      expect(await pool.run(request("txt", "Our privacy policy: the personal data we collect.  \n"))).toEqual({
        text: "Our privacy policy: the personal data we collect.",
        documentType: "privacy_policy",
      });
      const corrupt = pool.run(request("pdf", "not a pdf"));
      await expect(corrupt).rejects.toBeInstanceOf(ExtractionFailed);
      // The same thread goes on with the next document.
      expect((await pool.run(request("md", "# Notes"))).text).toBe("# Notes");
    } finally {
      await pool.close();
    }
  });

  it("sends a small Buffer's own bytes, never the shared pool behind it", () => {
    const small = Buffer.from("only these bytes");
    expect(small.buffer.byteLength).toBeGreaterThan(small.byteLength);
    expect(Buffer.from(transferableBytes(small)).toString()).toBe("only these bytes");
    const whole = new Uint8Array([1, 2, 3]);
    expect(transferableBytes(whole)).toBe(whole.buffer);
  });

  it("reads its limits from the environment, with defaults and bounds", () => {
    expect(extractionLimitsFromEnv({})).toMatchObject({ timeoutMs: 60_000, memoryLimitMb: 512 });
    expect(extractionLimitsFromEnv({}).threads).toBeGreaterThanOrEqual(1);
    expect(
      extractionLimitsFromEnv({
        EXTRACTION_THREADS: "9",
        EXTRACTION_TIMEOUT_SECONDS: "1.5",
        EXTRACTION_MEMORY_LIMIT_MB: "128",
      }),
    ).toEqual({ threads: 4, timeoutMs: 1500, memoryLimitMb: 128 });
    expect(extractionLimitsFromEnv({ EXTRACTION_THREADS: "0", EXTRACTION_TIMEOUT_SECONDS: "x" })).toMatchObject({
      threads: extractionLimitsFromEnv({}).threads,
      timeoutMs: 60_000,
    });
    expect(timeoutReason({ threads: 1, timeoutMs: 60_000, memoryLimitMb: 512 })).toBe(
      "Text extraction stopped: the file needed more than 60 seconds.",
    );
    expect(timeoutReason({ threads: 1, timeoutMs: 1000, memoryLimitMb: 512 })).toBe(
      "Text extraction stopped: the file needed more than 1 second.",
    );
  });

  it("a thread that cannot even start fails the document waiting for it instead of leaving it waiting", async () => {
    const pool = new ExtractionPool({ threads: 1, timeoutMs: 60_000, memoryLimitMb: 1 });
    try {
      await expect(pool.run(request("txt", "x"))).rejects.toThrow(/^Text extraction stopped: /);
    } finally {
      await pool.close();
    }
  });

  it("a closed pool refuses work", async () => {
    const pool = new ExtractionPool({ threads: 1, timeoutMs: 60_000, memoryLimitMb: 512 });
    await pool.close();
    await expect(pool.run(request("txt", "x"))).rejects.toThrow(/closed/);
  });
});
