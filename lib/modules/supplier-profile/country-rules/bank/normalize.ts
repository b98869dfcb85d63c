import { electronicFormatIBAN } from "ibantools";

export function trimmed(value: string): string {
  return value.trim();
}

export function lowerCaseTrimmed(value: string): string {
  return value.trim().toLowerCase();
}

/** BIC, IFSC and similar codes: upper case without any whitespace. */
export function compactUpperCase(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function ibanElectronicFormat(value: string): string {
  return electronicFormatIBAN(value.replace(/\s+/g, "")) ?? "";
}

/** Digits-only fields: users type sort codes as 12-34-56 and account numbers with spaces. */
export function withoutSpacesAndDashes(value: string): string {
  return value.replace(/[\s-]+/g, "");
}

/** Keeps a "-" that separates a check digit (Brazilian branches and accounts), drops whitespace. */
export function withoutSpacesUpperCase(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}
