import { euVat, stdnum, type Validator } from "stdnum";
import { EU_COUNTRIES } from "../eu";

export interface TaxRegistrationType {
  type: string;
  label: string;
  country: string;
}

export interface TaxTypeRule extends TaxRegistrationType {
  validator: Validator;
}

/** [country, type, stdnum validator key, label] beyond the EU VAT numbers. */
const NATIONAL_TYPES: [string, string, string, string][] = [
  ["AT", "tax_number", "tin", "Tax number (Abgabenkontonummer)"],
  ["AU", "abn", "abn", "ABN (Australian Business Number)"],
  ["AU", "acn", "acn", "ACN (Australian Company Number)"],
  ["BR", "cnpj", "cnpj", "CNPJ (company)"],
  ["BR", "cpf", "cpf", "CPF (individual)"],
  ["CA", "bn", "bn", "Business Number (BN)"],
  ["CA", "gst", "gst", "GST/HST number"],
  ["CH", "uid", "uid", "UID (Unternehmens-Identifikationsnummer)"],
  ["CH", "vat", "vat", "VAT number (MWST/TVA/IVA)"],
  ["DE", "stnr", "stnr", "Tax number (Steuernummer)"],
  ["FI", "business_id", "ytunnus", "Business ID (Y-tunnus)"],
  ["FR", "siren", "siren", "SIREN"],
  ["FR", "siret", "siret", "SIRET"],
  ["GB", "utr", "utr", "UTR (Unique Taxpayer Reference)"],
  ["GB", "vat", "vat", "VAT registration number"],
  ["IN", "gstin", "gstin", "GSTIN"],
  ["IN", "pan", "pan", "PAN (Permanent Account Number)"],
  ["IS", "vat", "vsk", "VAT number (VSK)"],
  ["IT", "codice_fiscale", "codicefiscale", "Codice fiscale"],
  ["MX", "rfc", "rfc", "RFC (Registro Federal de Contribuyentes)"],
  ["NO", "mva", "mva", "VAT number (MVA)"],
  ["NO", "orgnr", "orgnr", "Organisation number (organisasjonsnummer)"],
  ["PL", "regon", "regon", "REGON"],
  ["SE", "orgnr", "orgnr", "Organisation number (organisationsnummer)"],
  ["US", "ein", "ein", "EIN (Employer Identification Number)"],
];

// Looked up once at load: a stdnum upgrade that drops a validator fails at start-up, not on a request.
function stdnumValidator(country: string, key: string): Validator {
  const validator = stdnum[country]?.[key];
  if (!validator) {
    throw new Error(`stdnum has no ${country}.${key} validator`);
  }
  return validator;
}

function euVatValidator(country: string): Validator {
  const validator = euVat[country]?.[0];
  if (!validator) {
    throw new Error(`stdnum has no EU VAT validator for ${country}`);
  }
  return validator;
}

const rules: TaxTypeRule[] = [
  ...EU_COUNTRIES.map((country) => {
    const validator = euVatValidator(country);
    return { country, type: "vat", label: `VAT number (${validator.abbreviation ?? "VAT"})`, validator };
  }),
  ...NATIONAL_TYPES.map(([country, type, key, label]) => ({
    country,
    type,
    label,
    validator: stdnumValidator(country, key),
  })),
];

// Map.groupBy needs Node 21.
const rulesByCountry = new Map<string, TaxTypeRule[]>();
for (const rule of rules) {
  rulesByCountry.set(rule.country, [...(rulesByCountry.get(rule.country) ?? []), rule]);
}

export function taxTypeRule(country: string, registrationType: string): TaxTypeRule | null {
  return rulesByCountry.get(country)?.find((rule) => rule.type === registrationType) ?? null;
}

/** Types known for that country. */
export function taxRegistrationTypes(country: string): TaxRegistrationType[] {
  return (rulesByCountry.get(country) ?? []).map(({ type, label, country: ruleCountry }) => ({
    type,
    label,
    country: ruleCountry,
  }));
}
