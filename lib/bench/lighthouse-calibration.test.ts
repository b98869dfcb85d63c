import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "./lighthouse-calibration";

describe("calibratedCpuSlowdown", () => {
  it("gives Lighthouse's default 4x to the host its default assumes", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
  });

  it("slows a weaker host less and a stronger one more, linearly between the anchor points", () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  it("never speeds the host up", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it("refuses what is not a benchmark index", () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmark index/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmark index/);
  });
});
