import { describe, expect, it } from "vitest";
import journal from "./migrations/meta/_journal.json";

describe("the migrations journal", () => {
  // The migrator applies only migrations dated after the last one a database has; a new migration
  // dated earlier (drizzle-kit dates it by the clock, and some entries here are set ahead) would be
  // skipped on every existing database. Set its `when` after the previous entry's.
  it("dates every migration after the one before it, in index order", () => {
    const entries = journal.entries;
    entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) {
        expect(entry.when, entry.tag).toBeGreaterThan(entries[index - 1]?.when ?? 0);
      }
    });
  });
});
