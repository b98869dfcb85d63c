/**
 * The sample supplier profiles: sites, bank accounts (the IBAN standard's and banks' published
 * example numbers, so every one passes its country's rules), tax registrations and diversity records
 * of a few sample vendors, in several countries; which of the organization's legal entities pay them.
 */
export interface SampleSite {
  country: string;
  address_line_1: string;
  city: string;
  state_or_region?: string;
  postal_code: string;
  location_purpose: "hq" | "billing" | "ordering" | "service_delivery";
  address_role?: "primary" | "remittance";
  is_primary?: boolean;
  po_emails?: string[];
}

export interface SampleBankAccount {
  bank_country: string;
  currency: string;
  bank_account_name: string;
  values: Record<string, string>;
}

export interface SampleProfile {
  vendor: string;
  /** The legal entity (by key of SAMPLE_LEGAL_ENTITIES) that pays the vendor; none: the default one. */
  payer?: "eu" | "uk";
  sites: SampleSite[];
  account: SampleBankAccount;
  tax?: { country: string; registration_type: string; value: string };
  diversity?: { classification: string; certifying_body: string };
}

/** The organization's entities beside its default (US) one, named after the organization. */
export const SAMPLE_LEGAL_ENTITIES = {
  eu: { suffix: "Europe B.V.", country: "NL" },
  uk: { suffix: "UK Ltd", country: "GB" },
} as const;

// biome-ignore format: one profile per block reads as a table
export const SAMPLE_PROFILES: SampleProfile[] = [
  {
    vendor: "Northwind Cloud",
    sites: [
      { country: "US", address_line_1: "1200 Fifth Avenue", city: "Seattle", state_or_region: "WA", postal_code: "98101", location_purpose: "hq", is_primary: true, po_emails: ["orders@northwindcloud.example"] },
      { country: "US", address_line_1: "PO Box 660367", city: "Dallas", state_or_region: "Texas", postal_code: "75266", location_purpose: "billing", address_role: "remittance" },
    ],
    account: { bank_country: "US", currency: "USD", bank_account_name: "Operating USD", values: { routing_number: "021000021", account_number: "483920175566", account_type: "checking", bank_name: "JPMorgan Chase", account_holder_name: "Northwind Cloud Inc" } },
    tax: { country: "US", registration_type: "ein", value: "91-1646860" },
  },
  {
    vendor: "Stratus Edge",
    payer: "eu",
    sites: [{ country: "NL", address_line_1: "Herengracht 182", city: "Amsterdam", postal_code: "1016 BR", location_purpose: "hq", is_primary: true, po_emails: ["purchasing@stratusedge.example"] }],
    account: { bank_country: "NL", currency: "EUR", bank_account_name: "EUR receivables", values: { iban: "NL91ABNA0417164300", swift_bic: "ABNANL2A", bank_name: "ABN AMRO", account_holder_name: "Stratus Edge B.V." } },
    tax: { country: "NL", registration_type: "vat", value: "NL004495445B01" },
  },
  {
    vendor: "Bluepeak Hosting",
    payer: "eu",
    sites: [{ country: "DE", address_line_1: "Mainzer Landstraße 50", city: "Frankfurt am Main", state_or_region: "Hessen", postal_code: "60325", location_purpose: "service_delivery", is_primary: true, po_emails: ["einkauf@bluepeakhosting.example"] }],
    account: { bank_country: "DE", currency: "EUR", bank_account_name: "Hauptkonto", values: { iban: "DE89370400440532013000", swift_bic: "COBADEFFXXX", bank_name: "Commerzbank", account_holder_name: "Bluepeak Hosting GmbH" } },
    tax: { country: "DE", registration_type: "vat", value: "DE136695976" },
  },
  {
    vendor: "Ledgerly",
    payer: "uk",
    sites: [{ country: "GB", address_line_1: "30 Crown Place", city: "London", postal_code: "EC2A 4ES", location_purpose: "hq", is_primary: true, po_emails: ["accounts@ledgerly.example"] }],
    account: { bank_country: "GB", currency: "GBP", bank_account_name: "GBP collections", values: { sort_code: "20-20-15", account_number: "55555555", iban: "GB33BUKB20201555555555", swift_bic: "BUKBGB22", bank_name: "Barclays", account_holder_name: "Ledgerly Ltd" } },
    tax: { country: "GB", registration_type: "vat", value: "GB980780684" },
  },
  {
    vendor: "Paystream Payroll",
    payer: "eu",
    sites: [{ country: "IE", address_line_1: "1 Grand Canal Square", city: "Dublin", postal_code: "D02 P820", location_purpose: "hq", is_primary: true }],
    account: { bank_country: "IE", currency: "EUR", bank_account_name: "Client funds", values: { iban: "IE29AIBK93115212345678", swift_bic: "AIBKIE2D", bank_name: "AIB", account_holder_name: "Paystream Payroll Limited" } },
  },
  {
    vendor: "Tallyhub Expenses",
    sites: [{ country: "AU", address_line_1: "101 Collins Street", city: "Melbourne", state_or_region: "VIC", postal_code: "3000", location_purpose: "hq", is_primary: true }],
    account: { bank_country: "AU", currency: "AUD", bank_account_name: "AUD operating", values: { bsb: "062-000", account_number: "12345678", bank_name: "Commonwealth Bank", account_holder_name: "Tallyhub Pty Ltd" } },
    tax: { country: "AU", registration_type: "abn", value: "51 824 753 556" },
  },
  {
    vendor: "Latticeworks DNS",
    sites: [{ country: "CA", address_line_1: "100 King Street West", city: "Toronto", state_or_region: "Ontario", postal_code: "M5X 1A9", location_purpose: "hq", is_primary: true }],
    account: { bank_country: "CA", currency: "CAD", bank_account_name: "CAD operating", values: { institution_number: "003", transit_number: "12345", account_number: "1234567", bank_name: "Royal Bank of Canada", account_holder_name: "Latticeworks DNS Inc." } },
  },
  {
    vendor: "Coinvault Treasury",
    payer: "eu",
    sites: [{ country: "CH", address_line_1: "Bahnhofstrasse 45", city: "Zürich", postal_code: "8001", location_purpose: "hq", is_primary: true }],
    account: { bank_country: "CH", currency: "CHF", bank_account_name: "CHF account", values: { iban: "CH9300762011623852957", bank_name: "UBS", account_holder_name: "Coinvault Treasury AG" } },
  },
  {
    vendor: "Peoplegrid HR",
    sites: [{ country: "US", address_line_1: "425 Market Street", city: "San Francisco", state_or_region: "California", postal_code: "94105", location_purpose: "hq", is_primary: true }],
    account: { bank_country: "US", currency: "USD", bank_account_name: "Payables USD", values: { routing_number: "121000248", account_number: "7012345678", account_type: "checking", bank_name: "Wells Fargo", account_holder_name: "Peoplegrid HR Inc" } },
    diversity: { classification: "women_owned", certifying_body: "WBENC" },
  },
];

/**
 * Two changes a colleague proposed, waiting for the admin's review: a clean second account for
 * Northwind Cloud, and a switch of Ledgerly's account to a Lithuanian bank under another holder's
 * name right after its website changed, which the review shows four fraud signals for.
 */
export const SAMPLE_PENDING_NEW_ACCOUNT = {
  vendor: "Northwind Cloud",
  account: {
    bank_country: "US",
    currency: "USD",
    bank_account_name: "Payroll clearing",
    values: {
      routing_number: "026009593",
      account_number: "40001234567",
      account_type: "checking",
      bank_name: "Bank of America",
      account_holder_name: "Northwind Cloud Inc",
    },
  },
} as const;

export const SAMPLE_SUSPICIOUS_CHANGE = {
  vendor: "Ledgerly",
  website: "https://ledgerly-payments.example",
  account: {
    bank_country: "LT",
    currency: "EUR",
    values: { iban: "LT121000011101001000", bank_name: "Swedbank", account_holder_name: "Grant Consulting UAB" },
  },
} as const;
