import { describe, expect, it } from "vitest";
import { querySearch } from "@/lib/web/api";
import { apiRequestError } from "@/lib/web/error-message";
import type { Service, Vendor } from "@/lib/web/hooks/vendors";
import { vendorListParams } from "@/lib/web/hooks/vendors";
import { readColumns, readFilters, toVendorQuery, validSort } from "./list-state";
import { serviceFormValues, servicePatch } from "./service-form-values";
import { fieldOfBusinessError } from "./vendor-errors";
import { tagIdsOf, toFormValues, toPatch, VENDOR_FORM_FIELDS } from "./vendor-form-values";
import { checkContactEmail, contactFromForm, EMPTY_CONTACT } from "./vendor-rules";

const tags = [
  { id: "cbtag_1", value: "Cloud" },
  { id: "cbtag_2", value: "critical" },
];

const vendor: Vendor = {
  id: "cbvndr_1",
  external_id: "ext-1",
  name: "Acme",
  website: null,
  description: "Storage",
  hq_location: null,
  status: "Active",
  status_id: "cbst_1",
  tags: ["cloud"],
  use_case: null,
  tier: null,
  primary_contact: { email: "a@acme.example", name: null, title: null, phone_number: null },
  risk_analyst_ids: ["cbuser_1"],
  relationship_owner_ids: [],
  watcher_ids: [],
  inherent_risk_level_id: null,
  residual_risk_level_id: null,
  engagement_type: null,
  services: [],
  custom_fields: [],
  created_at: 1,
  updated_at: 1,
};

describe("vendor list query", () => {
  it("reads the URL's filters and sends only the set ones, the sort as sort plus an explicit order", () => {
    const filters = readFilters({ q: " acme ", status: "cbst_1", page: "2", fields: "cbcfc_1" });
    const query = toVendorQuery(filters, { limit: 50, offset: 50, sort: "-name", withCustomFields: true });
    expect(querySearch(vendorListParams(query))).toBe(
      "limit=50&offset=50&name=acme&status_id=cbst_1&include_custom_fields=true&sort=name&order=desc",
    );
    const ascending = toVendorQuery(readFilters({}), {
      limit: 25,
      offset: 0,
      sort: "updated_at",
      withCustomFields: false,
    });
    expect(querySearch(vendorListParams(ascending))).toBe("limit=25&offset=0&sort=updated_at&order=asc");
  });

  it("drops sorts the API does not know, so a hand-edited URL falls back to newest first", () => {
    expect(validSort("-created_at")).toBe("-created_at");
    expect(validSort("status")).toBeUndefined();
    expect(validSort("--name")).toBeUndefined();
    expect(validSort(null)).toBeUndefined();
  });

  it("reads custom field columns from a comma-separated param", () => {
    expect(readColumns("cbcfc_1,,cbcfc_2")).toEqual(["cbcfc_1", "cbcfc_2"]);
    expect(readColumns("")).toEqual([]);
  });
});

describe("vendor editor values", () => {
  it("maps tag values to IDs case-insensitively and drops values no tag has", () => {
    expect(tagIdsOf(["cloud", "CRITICAL", "gone"], tags)).toEqual(["cbtag_1", "cbtag_2"]);
  });

  it("sends only the changed fields, never an emptied choice, and a contact only with an email", () => {
    const saved = toFormValues(vendor, tags);
    expect(toPatch(saved, saved)).toEqual({});
    const edited = {
      ...saved,
      name: " Acme Inc ",
      description: "",
      status_id: "",
      tag_ids: [],
      watcher_ids: ["cbuser_2"],
      primary_contact: { ...saved.primary_contact, name: "Dana" },
    };
    expect(toPatch(edited, saved)).toEqual({
      name: "Acme Inc",
      description: "",
      tag_ids: [],
      watcher_ids: ["cbuser_2"],
      primary_contact: { email: "a@acme.example", name: "Dana", title: null, phone_number: null },
    });
    expect(toPatch({ ...saved, primary_contact: EMPTY_CONTACT }, saved)).toEqual({});
  });

  it("requires a contact email once another contact field is filled", () => {
    expect(checkContactEmail("", EMPTY_CONTACT)).toBe(true);
    expect(checkContactEmail("", { ...EMPTY_CONTACT, phone_number: "+1 555" })).toBe(
      "A contact needs an email address.",
    );
    expect(checkContactEmail("nope", EMPTY_CONTACT)).toBe("Enter a valid email address.");
    expect(contactFromForm({ email: " d@x.example ", name: " ", title: "CISO", phone_number: "" })).toEqual({
      email: "d@x.example",
      name: null,
      title: "CISO",
      phone_number: null,
    });
  });
});

describe("service dialog values", () => {
  const service: Service = {
    id: "cbsvc_1",
    vendor_id: "cbvndr_1",
    name: "Storage",
    description: null,
    external_id: "svc-1",
    tags: ["Cloud"],
    relationship_owner_ids: [],
    watcher_ids: [],
    primary_contact: null,
    custom_fields: [],
    is_archived: false,
    created_at: 1,
  };

  it("patches only what changed and never the external ID", () => {
    const saved = serviceFormValues(service, tags);
    expect(saved.tag_ids).toEqual(["cbtag_1"]);
    expect(servicePatch({ ...saved, external_id: "changed" }, saved)).toEqual({});
    expect(servicePatch({ ...saved, name: "Storage EU", watcher_ids: ["cbuser_1"] }, saved)).toEqual({
      name: "Storage EU",
      watcher_ids: ["cbuser_1"],
    });
  });
});

describe("business errors on fields", () => {
  const invalid = (message: string, code = "invalid_vendor") => apiRequestError(400, { detail: { code, message } });

  it("finds the field an invalid_vendor message names, preferring the most specific name", () => {
    expect(fieldOfBusinessError(invalid("status_id: unknown vendor status cbst_x."), VENDOR_FORM_FIELDS)).toBe(
      "status_id",
    );
    expect(fieldOfBusinessError(invalid("risk_analyst_ids contains unknown user IDs: x."), VENDOR_FORM_FIELDS)).toBe(
      "risk_analyst_ids",
    );
    expect(fieldOfBusinessError(invalid("primary_contact.email is not valid"), VENDOR_FORM_FIELDS)).toBe(
      "primary_contact.email",
    );
    expect(fieldOfBusinessError(invalid("name must not be empty."), VENDOR_FORM_FIELDS)).toBe("name");
  });

  it("ignores other errors and messages that name no field", () => {
    expect(fieldOfBusinessError(invalid("Something else."), VENDOR_FORM_FIELDS)).toBeNull();
    expect(fieldOfBusinessError(invalid("status_id: x", "vendor_not_found"), VENDOR_FORM_FIELDS)).toBeNull();
    expect(fieldOfBusinessError(new Error("status_id"), VENDOR_FORM_FIELDS)).toBeNull();
  });
});
