import Ajv from "ajv";
import addFormats from "ajv-formats";

/**
 * "first": stops at the first error, the check every file gets. "all": collects every error, for
 * the report on a file that failed; Ajv concatenates the error lists of $ref'd subschemas, which
 * grows quadratically with a list of failing components, so the report validates large lists
 * item by item (./cyclonedx-schema).
 */
export type ErrorMode = "first" | "all";

const instances = new Map<ErrorMode, Ajv>();

/** One Ajv per mode and thread, for every schema read here (each compiled once, on first use). */
export function sharedAjv(mode: ErrorMode): Ajv {
  let ajv = instances.get(mode);
  if (!ajv) {
    // The schemas' patterns are plain ASCII; without the u flag they run several times faster.
    ajv = new Ajv({
      strict: false,
      allErrors: mode === "all",
      addUsedSchema: false,
      useDefaults: false,
      unicodeRegExp: false,
    });
    addFormats(ajv);
    // Formats the CycloneDX 1.5+ schemas name that ajv-formats lacks; the CycloneDX library's own
    // validator accepts any value for them too.
    ajv.addFormat("iri-reference", true);
    ajv.addFormat("idn-email", true);
    instances.set(mode, ajv);
  }
  return ajv;
}
