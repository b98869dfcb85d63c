import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { isCountryCode } from "../country-rules";
import {
  CountryCodeSchema,
  optionalText,
  profileLimits,
  RecordSourceSchema,
  timestamp,
  ValidationResultsSchema,
  VendorIdParam,
} from "./common";

export const locationPurposes = ["ordering", "billing", "service_delivery", "hq", "other"] as const;
export const addressRoles = ["primary", "remittance"] as const;

/** Bounds of a site's inputs beside the shared profileLimits. */
export const siteLimits = {
  addressLine: 500,
  city: 200,
  stateOrRegion: 200,
  county: 200,
  postalCode: 40,
  label: 200,
  financeAddressCode: 100,
  id: 100,
} as const;

/** A two-letter code that is an ISO 3166-1 country. */
export const KnownCountrySchema = CountryCodeSchema.refine(isCountryCode, {
  message: "Value error, not an ISO 3166-1 alpha-2 country code.",
}).openapi({ description: "ISO 3166-1 alpha-2.", example: "DE" });

/** ISO 3166-2 ("US-CA") or, for a country without subdivisions in use, the country code itself ("DE"). */
const subdivisionCode = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/, "Use an ISO 3166-2 code such as US-CA, or the country code.")
  .transform((value) => value.toUpperCase());

/** Trimmed and deduplicated (ignoring case); the country rules check each is an email address. */
const emailList = z
  .array(z.string().trim().max(profileLimits.email))
  .max(profileLimits.emails)
  .transform((emails) => {
    const seen = new Set<string>();
    return emails.filter((email) => !seen.has(email.toLowerCase()) && seen.add(email.toLowerCase()));
  });

export const SiteSchema = z
  .object({
    id: z.string().openapi({ example: "cbsite_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    service_id: z.string().nullable().openapi({ description: "Always null for now; not settable." }),
    address_line_1: z.string().nullable(),
    address_line_2: z.string().nullable(),
    address_line_3: z.string().nullable(),
    address_line_4: z.string().nullable(),
    city: z.string().nullable(),
    state_or_region: z.string().nullable(),
    county: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().openapi({ description: "ISO 3166-1 alpha-2.", example: "DE" }),
    label: z.string().nullable(),
    activity_description: z.string().openapi({ description: '"" when none.' }),
    location_purpose: z.enum(locationPurposes).nullable(),
    address_role: z.enum(addressRoles).nullable(),
    finance_address_code: z.string().nullable(),
    remit_to_site_id: z.string().nullable().openapi({ description: "Another active site of the same vendor." }),
    subdivision_code: z.string().openapi({
      description:
        "ISO 3166-2 (US-CA) or the country code (DE). Derived from country and state_or_region unless set explicitly.",
    }),
    po_emails: z.array(z.string()),
    remittance_emails: z.array(z.string()),
    is_primary: z.boolean().openapi({ description: "At most one active site per vendor is primary." }),
    latitude: z.number().nullable().openapi({
      description:
        "Filled shortly after the site is saved (or its address changes) from an offline country table; null for a country-only site.",
    }),
    longitude: z.number().nullable(),
    coordinates_precision: z.enum(["country"]).nullable().openapi({
      description:
        "Extension: how precise latitude and longitude are. `country`: the country's centre (the offline table knows no finer point), so show it as approximate; null while there are no coordinates.",
    }),
    status: z.enum(["active"]).openapi({ description: "Deleted sites are never returned." }),
    source: RecordSourceSchema,
    validation_results: ValidationResultsSchema,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Site");
export type Site = z.infer<typeof SiteSchema>;

const siteFields = {
  address_line_1: optionalText(siteLimits.addressLine),
  address_line_2: optionalText(siteLimits.addressLine),
  address_line_3: optionalText(siteLimits.addressLine),
  address_line_4: optionalText(siteLimits.addressLine),
  city: optionalText(siteLimits.city),
  state_or_region: optionalText(siteLimits.stateOrRegion),
  county: optionalText(siteLimits.county),
  postal_code: optionalText(siteLimits.postalCode),
  label: optionalText(siteLimits.label),
  activity_description: optionalText(profileLimits.longText).openapi({ description: 'null or "" store "".' }),
  location_purpose: z.enum(locationPurposes).nullable().optional(),
  address_role: z.enum(addressRoles).nullable().optional(),
  finance_address_code: optionalText(siteLimits.financeAddressCode),
  remit_to_site_id: z
    .string()
    .max(siteLimits.id)
    .nullable()
    .optional()
    .openapi({ description: "An active site of the same vendor (not the site itself), else 422 invalid_site." }),
  subdivision_code: subdivisionCode.nullable().optional().openapi({
    description:
      "Sets the code instead of deriving it; it must be an ISO 3166-2 code of the site's country (or the country code). null goes back to deriving it.",
    example: "US-CA",
  }),
  po_emails: emailList.optional().openapi({ description: `Up to ${profileLimits.emails}; replaces the list.` }),
  remittance_emails: emailList.optional().openapi({ description: `Up to ${profileLimits.emails}; replaces the list.` }),
  is_primary: z
    .boolean()
    .optional()
    .openapi({ description: "true makes this the vendor's primary site and demotes the previous one." }),
};

export const CreateSiteBody = z
  .object({ country: CountryCodeSchema, ...siteFields })
  .openapi("CreateSite", { description: "country is the only required field." });
export type CreateSiteInput = z.infer<typeof CreateSiteBody>;

export const UpdateSiteBody = z
  .object({ country: CountryCodeSchema.optional(), ...siteFields })
  .openapi("UpdateSite", { description: "Only supplied fields change; null clears a field." });
export type UpdateSiteInput = z.infer<typeof UpdateSiteBody>;

export const SiteIdParam = VendorIdParam.extend({
  site_id: z
    .string()
    .openapi({ param: { name: "site_id", in: "path" }, example: "cbsite_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const SiteListQuery = z.object({ ...paginationQuery() });
export const SiteListSchema = pageEnvelope("items", SiteSchema).openapi("SiteList");

export const DeletedRecordSchema = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .openapi("DeletedProfileRecord");
