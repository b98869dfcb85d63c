import { UNNAMED } from "./component";
import type { BomContent } from "./outcome";
import type { BomQuality, ParsedComponent } from "./types";

/**
 * Counts of what the components carry, and NTIA's minimum elements (2021): supplier name,
 * component name, version, a unique identifier, dependency relationships, author of the SBOM
 * data and timestamp. A per-component element is met when every component has it.
 */
export function qualityOf(content: BomContent, components: ParsedComponent[]): BomQuality {
  const count = (has: (component: ParsedComponent) => boolean) => components.filter(has).length;
  const total = components.length;
  const withVersion = count((component) => component.version !== null);
  const withSupplier = count((component) => component.supplier !== null);
  const withIdentifier = count((component) => Boolean(component.purl ?? component.cpe ?? component.bomRef));
  const missing: string[] = [];
  const perComponent = (label: string, present: number) => {
    if (present < total) {
      missing.push(`${label} (missing for ${total - present} of ${total} components)`);
    }
  };
  if (total === 0) {
    missing.push("Components (the file lists none)");
  }
  perComponent("Supplier name", withSupplier);
  perComponent(
    "Component name",
    count((component) => component.name !== UNNAMED),
  );
  perComponent("Component version", withVersion);
  perComponent("Unique identifier such as a purl, CPE or bom-ref", withIdentifier);
  if (!content.hasDependencies) {
    missing.push("Dependency relationships between components");
  }
  if (!content.hasAuthor) {
    missing.push("Author of the SBOM data");
  }
  if (!content.hasTimestamp) {
    missing.push("Timestamp of when the SBOM was made");
  }
  return {
    componentCount: total,
    withVersion,
    withPurl: count((component) => component.purl !== null),
    withLicense: count((component) => component.licenses.length > 0),
    withSupplier,
    withHash: count((component) => Object.keys(component.hashes).length > 0),
    specVersion: content.specVersion,
    ntiaMinimumElements: { met: missing.length === 0, missing },
  };
}
