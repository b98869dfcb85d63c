import { describe, expect, it } from "vitest";
import { formatBytes, statusChip, uploadProblem } from "./model";

describe("documents tab model", () => {
  it("refuses before sending what the API would refuse", () => {
    expect(uploadProblem({ name: "report.PDF", size: 10 })).toBeNull();
    expect(uploadProblem({ name: "exact.zip", size: 104_857_600 })).toBeNull();
    expect(uploadProblem({ name: "over.zip", size: 104_857_601 })).toBe(
      "over.zip is larger than 100 MiB (104857600 bytes).",
    );
    expect(uploadProblem({ name: "tool.exe", size: 1 })).toMatch(
      /^Files of type "\.exe" are not accepted\. Allowed: pdf,/,
    );
    expect(uploadProblem({ name: "README", size: 1 })).toMatch(/^Files of type "\(none\)"/);
  });

  it("names statuses for the chips", () => {
    expect(statusChip("created")).toEqual({ label: "Queued", variant: "info" });
    expect(statusChip("analyzing")).toEqual({ label: "Analyzing", variant: "info" });
    expect(statusChip("complete")).toEqual({ label: "Complete", variant: "success" });
    expect(statusChip("failed")).toEqual({ label: "Failed", variant: "danger" });
    expect(statusChip(null)).toEqual({ label: "Unknown", variant: "neutral" });
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(50 * 1024 * 1024)).toBe("50 MB");
  });
});
