import { describe, expect, it } from "vitest";
import { initialTicks, tickedFields, tickLabel } from "./correction-state";

const website = { field: "website", before: "https://www.acme.example", after: "https://acme.example" };
const name = { field: "name", before: "Acme", after: "Acme Holdings Ltd" };

describe("correction ticks", () => {
  it("ticks the website and leaves the vendor's name unticked", () => {
    const ticks = initialTicks([website, name]);
    expect(ticks).toEqual({ website: true, name: false });
    expect(tickedFields([website, name], ticks)).toEqual(["website"]);
  });

  it("keeps what the person chose on the previous preview", () => {
    const ticks = initialTicks([website, name], { website: false, name: true });
    expect(tickedFields([website, name], ticks)).toEqual(["name"]);
    expect(initialTicks([name], { website: true })).toEqual({ name: false });
  });

  it("never applies a field zero touch cannot correct", () => {
    const other = { field: "industry", before: null, after: "Banking" };
    expect(initialTicks([other], { industry: true })).toEqual({ industry: false });
    expect(tickedFields([other, website], { industry: true, website: true })).toEqual(["website"]);
  });

  it("says what each box changes", () => {
    expect(tickLabel(website)).toBe("Change the website to https://acme.example");
    expect(tickLabel(name)).toBe("Also change the vendor's name to “Acme Holdings Ltd”");
    expect(tickLabel({ field: "website", before: "x", after: null })).toBe("Change the website to (empty)");
  });
});
