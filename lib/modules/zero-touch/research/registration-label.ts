import { taxTypeRule } from "@/lib/modules/supplier-profile";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function countryWords(code: string): string {
  try {
    const name = regionNames.of(code);
    return name && name !== "Unknown Region" ? name : code;
  } catch {
    return code;
  }
}

/**
 * A tax registration in words for a run's sources and score inputs: "VAT number (Ireland)",
 * "EIN (Employer Identification Number), United States"; never the stored codes ("IE vat").
 */
export function taxRegistrationLabel(country: string, registrationType: string): string {
  const rule = taxTypeRule(country, registrationType);
  const type =
    registrationType === "vat"
      ? "VAT number"
      : (rule?.label ?? registrationType.replaceAll("_", " ").replace(/^./, (first) => first.toUpperCase()));
  const where = countryWords(country);
  return type.includes("(") ? `${type}, ${where}` : `${type} (${where})`;
}
