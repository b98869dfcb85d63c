import { describe, expect, it } from "vitest";
import type { Site } from "@/lib/web/hooks/supplier-profile";
import {
  addressLines,
  coordinatesText,
  createSiteBody,
  parseEmails,
  siteFormValues,
  siteLocationText,
  siteName,
  siteRoles,
  updateSiteBody,
} from "./site-form";

const SITE: Site = {
  id: "cbsite_1",
  vendor_id: "cbvndr_1",
  service_id: null,
  address_line_1: "1 Main Street",
  address_line_2: null,
  address_line_3: null,
  address_line_4: null,
  city: "Boston",
  state_or_region: "MA",
  county: null,
  postal_code: "02110",
  country: "US",
  label: null,
  activity_description: "",
  location_purpose: "ordering",
  address_role: "remittance",
  finance_address_code: null,
  remit_to_site_id: null,
  subdivision_code: "US-MA",
  po_emails: ["po@acme.example"],
  remittance_emails: [],
  is_primary: false,
  latitude: 42.3601,
  longitude: -71.0589,
  coordinates_precision: null,
  status: "active",
  source: "internal",
  validation_results: { rule_set: "sites@2026.1", errors: [], warnings: [] },
  created_at: 1,
  updated_at: 1,
};

describe("site form", () => {
  it("reads comma, semicolon or line separated emails, without blanks or repeats", () => {
    expect(parseEmails("a@x.example, b@y.example;\nA@x.example ,, ")).toEqual(["a@x.example", "b@y.example"]);
    expect(parseEmails("  ")).toEqual([]);
  });

  it("sends every field of a new site, blank text as null", () => {
    const body = createSiteBody({
      ...siteFormValues(null, "US"),
      city: " Boston ",
      po_emails: "po@acme.example, ap@acme.example",
    });
    expect(body).toMatchObject({
      country: "US",
      city: "Boston",
      label: null,
      location_purpose: null,
      remit_to_site_id: null,
      po_emails: ["po@acme.example", "ap@acme.example"],
      remittance_emails: [],
      is_primary: false,
    });
  });

  it("sends only what changed when editing, with null clearing a field", () => {
    const values = siteFormValues(SITE);
    expect(updateSiteBody(values, SITE)).toEqual({});
    expect(
      updateSiteBody(
        { ...values, city: "Cambridge", postal_code: "", po_emails: "po@acme.example", is_primary: true },
        SITE,
      ),
    ).toEqual({ city: "Cambridge", postal_code: null, is_primary: true });
    expect(updateSiteBody({ ...values, po_emails: "" }, SITE)).toEqual({ po_emails: [] });
  });

  it("prints the address, the name and the roles", () => {
    expect(addressLines(SITE)).toEqual(["1 Main Street", "Boston, MA 02110", "United States"]);
    expect(
      addressLines({ ...SITE, address_line_1: null, city: null, state_or_region: null, postal_code: null }),
    ).toEqual(["United States"]);
    expect(siteName(SITE)).toBe("1 Main Street");
    expect(siteName({ ...SITE, label: "HQ" })).toBe("HQ");
    expect(siteName({ label: null, address_line_1: null, city: null, country: "DE" })).toBe("Germany");
    expect(siteRoles(SITE)).toBe("Ordering · Remittance address");
    expect(siteRoles({ location_purpose: null, address_role: null })).toBe("");
  });

  it("prints coordinates with their hemispheres", () => {
    expect(coordinatesText(42.3601, -71.0589)).toBe("42.3601° N, 71.0589° W");
    expect(coordinatesText(-33.8688, 151.2093)).toBe("33.8688° S, 151.2093° E");
    expect(coordinatesText(null, null)).toBeNull();
  });

  it("shows a country centre as approximate, not as a precise point", () => {
    const centre = { latitude: 51.1657, longitude: 10.4515, country: "DE", coordinates_precision: "country" };
    expect(siteLocationText(centre)).toBe("Approximate: centre of Germany (51° N, 10° E)");
    expect(siteLocationText({ ...centre, coordinates_precision: null })).toBe("51.1657° N, 10.4515° E");
    expect(siteLocationText({ ...centre, latitude: null, longitude: null })).toBeNull();
  });
});
