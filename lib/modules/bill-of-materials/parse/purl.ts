import { PackageURL } from "packageurl-js";
import { bomLimits } from "./limits";
import { cleanText } from "./text";

/** Marks a component whose purl did not parse; the purl itself is then kept as written. */
export const INVALID_PURL_PROPERTY = "vrp:invalid_purl";

/** A purl in packageurl-js's canonical spelling ("pkg:PyPI/Django_Rest" → "pkg:pypi/django-rest"). */
export function readPurl(value: unknown): { purl: string; valid: boolean } | null {
  const text = cleanText(value, bomLimits.text);
  if (!text) {
    return null;
  }
  try {
    return { purl: PackageURL.fromString(text).toString(), valid: true };
  } catch {
    return { purl: text, valid: false };
  }
}
