import type { BomType, ParsedComponent } from "./types";

const HARDWARE = new Set(["device", "firmware"]);
const SOFTWARE = new Set(["application", "library", "framework"]);

/**
 * What kind of bill of materials the file is, from what it lists, first rule that applies:
 * 1. nothing listed → "other";
 * 2. any machine-learning model or data component, or any model card → "aibom";
 * 3. more services than other components → "saasbom";
 * 4. a device or firmware and no application, library or framework → "hbom";
 * 5. otherwise → "sbom".
 */
export function bomTypeOf(components: ParsedComponent[]): BomType {
  if (components.length === 0) {
    return "other";
  }
  const types = new Set(components.map((component) => component.componentType));
  if (
    types.has("machine-learning-model") ||
    types.has("data") ||
    components.some((component) => component.modelCard !== null)
  ) {
    return "aibom";
  }
  const services = components.filter((component) => component.kind === "service").length;
  if (services > components.length - services) {
    return "saasbom";
  }
  const anyOf = (wanted: Set<string>) => [...types].some((type) => wanted.has(type));
  if (anyOf(HARDWARE) && !anyOf(SOFTWARE)) {
    return "hbom";
  }
  return "sbom";
}
