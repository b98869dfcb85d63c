import { countryName } from "@/lib/web/countries";
import { formatDecimal } from "@/lib/web/format";
import type { CreateSiteInput, Site, UpdateSiteInput } from "@/lib/web/hooks/supplier-profile";
import { ADDRESS_ROLE_LABELS, LOCATION_PURPOSE_LABELS, labelOf } from "./labels";

/** The site form's values: text inputs hold strings, "" meaning none. */
export interface SiteFormValues {
  country: string;
  label: string;
  address_line_1: string;
  address_line_2: string;
  address_line_3: string;
  address_line_4: string;
  city: string;
  state_or_region: string;
  county: string;
  postal_code: string;
  location_purpose: string;
  address_role: string;
  activity_description: string;
  finance_address_code: string;
  remit_to_site_id: string;
  po_emails: string;
  remittance_emails: string;
  is_primary: boolean;
}

/** The form's fields (and so the API's): where a server check lands. */
export const SITE_FORM_FIELDS = [
  "country",
  "label",
  "address_line_1",
  "address_line_2",
  "address_line_3",
  "address_line_4",
  "city",
  "state_or_region",
  "county",
  "postal_code",
  "location_purpose",
  "address_role",
  "activity_description",
  "finance_address_code",
  "remit_to_site_id",
  "po_emails",
  "remittance_emails",
  "is_primary",
] as const satisfies readonly (keyof SiteFormValues)[];

const TEXT_FIELDS = [
  "label",
  "address_line_1",
  "address_line_2",
  "address_line_3",
  "address_line_4",
  "city",
  "state_or_region",
  "county",
  "postal_code",
  "activity_description",
  "finance_address_code",
] as const satisfies readonly (keyof SiteFormValues & keyof Site)[];

/** "a@x.com, b@y.com; c@z.com" (or one per line) → the addresses, without blanks or repeats. */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[,;\s]+/)) {
    const email = part.trim();
    if (email && !seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase());
      emails.push(email);
    }
  }
  return emails;
}

export const formatEmails = (emails: readonly string[]) => emails.join(", ");

/** The form's values for a site being edited, or the empty form for a new one. */
export function siteFormValues(site: Site | null, defaultCountry = ""): SiteFormValues {
  return {
    country: site?.country ?? defaultCountry,
    label: site?.label ?? "",
    address_line_1: site?.address_line_1 ?? "",
    address_line_2: site?.address_line_2 ?? "",
    address_line_3: site?.address_line_3 ?? "",
    address_line_4: site?.address_line_4 ?? "",
    city: site?.city ?? "",
    state_or_region: site?.state_or_region ?? "",
    county: site?.county ?? "",
    postal_code: site?.postal_code ?? "",
    location_purpose: site?.location_purpose ?? "",
    address_role: site?.address_role ?? "",
    activity_description: site?.activity_description ?? "",
    finance_address_code: site?.finance_address_code ?? "",
    remit_to_site_id: site?.remit_to_site_id ?? "",
    po_emails: formatEmails(site?.po_emails ?? []),
    remittance_emails: formatEmails(site?.remittance_emails ?? []),
    is_primary: site?.is_primary ?? false,
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** The body of POST .../sites: every field the form holds (blank text as null). */
export function createSiteBody(values: SiteFormValues): CreateSiteInput {
  const body: CreateSiteInput = {
    country: values.country,
    location_purpose: (values.location_purpose || null) as CreateSiteInput["location_purpose"],
    address_role: (values.address_role || null) as CreateSiteInput["address_role"],
    remit_to_site_id: values.remit_to_site_id || null,
    po_emails: parseEmails(values.po_emails),
    remittance_emails: parseEmails(values.remittance_emails),
    is_primary: values.is_primary,
  };
  for (const field of TEXT_FIELDS) {
    body[field] = textOrNull(values[field]);
  }
  return body;
}

/** The body of PATCH .../sites/{id}: only what differs from the site as it was (null clears a field). */
export function updateSiteBody(values: SiteFormValues, site: Site): UpdateSiteInput {
  const before = siteFormValues(site);
  const full = createSiteBody(values);
  const patch: UpdateSiteInput = {};
  const changed = (field: keyof SiteFormValues) => {
    const now = values[field];
    const was = before[field];
    return typeof now === "string" && typeof was === "string" ? now.trim() !== was.trim() : now !== was;
  };
  for (const field of SITE_FORM_FIELDS) {
    if (field === "po_emails" || field === "remittance_emails") {
      if (formatEmails(parseEmails(values[field])) !== formatEmails(site[field])) {
        Object.assign(patch, { [field]: full[field] });
      }
    } else if (changed(field)) {
      Object.assign(patch, { [field]: full[field] });
    }
  }
  return patch;
}

/** A site's address as printed lines: street lines, "City, Region Postcode", the country. */
export function addressLines(
  site: Pick<
    Site,
    | "address_line_1"
    | "address_line_2"
    | "address_line_3"
    | "address_line_4"
    | "city"
    | "state_or_region"
    | "postal_code"
    | "country"
  >,
): string[] {
  const street = [site.address_line_1, site.address_line_2, site.address_line_3, site.address_line_4].filter(
    (line): line is string => Boolean(line?.trim()),
  );
  const region = [site.state_or_region, site.postal_code].filter(Boolean).join(" ");
  const locality = [site.city, region].filter(Boolean).join(", ");
  return [...street, ...(locality ? [locality] : []), countryName(site.country)];
}

/** What people call a site: its label, else its first address line or city, else its country. */
export function siteName(site: Pick<Site, "label" | "address_line_1" | "city" | "country">): string {
  return site.label || site.address_line_1 || site.city || countryName(site.country);
}

/** "Ordering · Remittance address", or "" when neither is set. */
export function siteRoles(site: Pick<Site, "location_purpose" | "address_role">): string {
  return [labelOf(LOCATION_PURPOSE_LABELS, site.location_purpose), labelOf(ADDRESS_ROLE_LABELS, site.address_role)]
    .filter(Boolean)
    .join(" · ");
}

/** "42.3601° N, 71.0589° W"; null without coordinates. */
export function coordinatesText(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) {
    return null;
  }
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

/**
 * Where a site is, as a person should read it: a country centre (the only point the offline table
 * knows) is approximate, "Approximate: centre of Germany (51° N, 10° E)", never four decimals that
 * look like a precise point; other coordinates as they are; null without any.
 */
export function siteLocationText(
  site: Pick<Site, "latitude" | "longitude" | "country"> & { coordinates_precision?: string | null },
): string | null {
  const { latitude, longitude } = site;
  if (latitude === null || longitude === null) {
    return null;
  }
  if (site.coordinates_precision === "country") {
    const part = (value: number, positive: string, negative: string) =>
      `${formatDecimal(Math.abs(Math.round(value)), 0)}° ${value >= 0 ? positive : negative}`;
    return `Approximate: centre of ${countryName(site.country)} (${part(latitude, "N", "S")}, ${part(longitude, "E", "W")})`;
  }
  return coordinatesText(latitude, longitude);
}
