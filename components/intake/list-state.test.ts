import { describe, expect, it } from "vitest";
import { clearedIntakeFilters, hasIntakeFilters, readIntakeFilters, toIntakeQuery } from "./list-state";

describe("the intake list's URL filters", () => {
  it("reads the search and status, trimmed", () => {
    const filters = readIntakeFilters({ q: " acme ", status: "complete", page: "2" });
    expect(filters).toEqual({ q: "acme", status: "complete" });
    expect(hasIntakeFilters(filters)).toBe(true);
    expect(hasIntakeFilters(readIntakeFilters({}))).toBe(false);
    expect(clearedIntakeFilters()).toEqual({ q: null, status: null });
  });

  it("asks the API for what it knows, and leaves out an unknown status", () => {
    expect(toIntakeQuery({ q: "acme", status: "processing" }, { limit: 50, offset: 50 })).toEqual({
      q: "acme",
      status: "processing",
      limit: 50,
      offset: 50,
    });
    expect(toIntakeQuery({ q: "", status: "nonsense" }, { limit: 25, offset: 0 })).toEqual({
      q: undefined,
      status: undefined,
      limit: 25,
      offset: 0,
    });
    expect(toIntakeQuery({ q: "x".repeat(300), status: "" }, { limit: 25, offset: 0 }).q).toHaveLength(200);
  });
});
