import { iso31661 } from "iso-3166/1";
import { describe, expect, it } from "vitest";
import { countryCodes, countryName, countryOptions } from "./countries";

describe("the web app's country list", () => {
  it("is ISO 3166-1's, as the iso-3166 package lists it", () => {
    expect(countryCodes()).toEqual(iso31661.map((entry) => entry.alpha2).sort());
  });

  it("names every country and sorts the options by name", () => {
    expect(countryName("de")).toBe("Germany");
    expect(countryName("GB")).toBe("United Kingdom");
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.every((option) => option.label.length > 2)).toBe(true);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });
});
