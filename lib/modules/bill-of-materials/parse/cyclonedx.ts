import { boundedJson, emptyComponent, externalReference, PropertyCollector, setPurl, shortText } from "./component";
import { cyclonedxComponentType } from "./component-types";
import { CYCLONEDX_JSON_VERSIONS, cyclonedxSchemaErrors, hasCycloneDxSchema } from "./cyclonedx-schema";
import { readHashes } from "./hashes";
import { asArray, asObject, asObjects, asString, type JsonObject } from "./json-access";
import { LicenseReader } from "./licenses";
import { bomLimits } from "./limits";
import { type BomContent, type BomRejection, failed, tooManyComponents, unsupported } from "./outcome";
import { describeSchemaProblems } from "./schema-problems";
import { cleanText } from "./text";
import type { ParsedComponent } from "./types";

/** A CycloneDX JSON document, checked against its version's schema, as components. */
export function readCycloneDx(document: JsonObject): BomContent | BomRejection {
  const specVersion = asString(document.specVersion);
  if (!specVersion) {
    return failed("cyclonedx", null, 'The file says it is CycloneDX but has no "specVersion".');
  }
  if (!hasCycloneDxSchema(specVersion)) {
    const versions = `${CYCLONEDX_JSON_VERSIONS[0]} to ${CYCLONEDX_JSON_VERSIONS.at(-1)}`;
    return unsupported(
      "cyclonedx",
      specVersion,
      `CycloneDX ${specVersion} is not supported; CycloneDX JSON ${versions} is read. Export the BOM in one of those versions and upload it again.`,
    );
  }
  const components = flatten(document.components, "components");
  const services = flatten(document.services, "services");
  if (components.length + services.length > bomLimits.components) {
    return tooManyComponents("cyclonedx", specVersion);
  }
  const errors = cyclonedxSchemaErrors(specVersion, document);
  if (errors.length > 0) {
    return failed("cyclonedx", specVersion, describeSchemaProblems(`CycloneDX ${specVersion} JSON`, errors, document));
  }
  const licenses = new LicenseReader();
  const metadata = asObject(document.metadata);
  return {
    format: "cyclonedx",
    specVersion,
    serialNumber: shortText(document.serialNumber),
    name: bomName(asObject(metadata?.component)),
    components: [
      ...components.map((component) => readComponent(component, licenses)),
      ...services.map((service) => readService(service, licenses)),
    ],
    hasDependencies: asArray(document.dependencies).length > 0,
    hasAuthor: hasAuthor(metadata),
    hasTimestamp: shortText(metadata?.timestamp) !== null,
  };
}

/**
 * Components (or services) with the ones nested in them, parent first, walked without recursion;
 * the walk stops once past the component limit.
 */
function flatten(items: unknown, key: "components" | "services"): JsonObject[] {
  const found: JsonObject[] = [];
  const stack = asObjects(items).reverse();
  for (let item = stack.pop(); item && found.length <= bomLimits.components; item = stack.pop()) {
    found.push(item);
    // One by one: spreading a list of 100,000s as arguments would overflow the stack.
    for (const child of asObjects(item[key]).reverse()) {
      stack.push(child);
    }
  }
  return found;
}

/** The BOM's name: metadata.component's name and version ("keycloak-parent 10.0.2"); its group is left out. */
function bomName(component: JsonObject | null): string | null {
  const name = cleanText(component?.name, bomLimits.name);
  const version = shortText(component?.version);
  return name && version ? cleanText(`${name} ${version}`, bomLimits.name) : name;
}

/** NTIA's "author of the SBOM data": named authors, the manufacturer or supplier, or the tools that wrote it. */
function hasAuthor(metadata: JsonObject | null): boolean {
  if (!metadata) {
    return false;
  }
  const tools = metadata.tools;
  const toolsObject = asObject(tools);
  return (
    asArray(metadata.authors).length > 0 ||
    asObject(metadata.manufacture) !== null ||
    asObject(metadata.manufacturer) !== null ||
    asObject(metadata.supplier) !== null ||
    asArray(tools).length > 0 ||
    asArray(toolsObject?.components).length > 0 ||
    asArray(toolsObject?.services).length > 0
  );
}

function readComponent(source: JsonObject, licenses: LicenseReader): ParsedComponent {
  const component = emptyComponent(source.name, cyclonedxComponentType(source.type));
  const properties = new PropertyCollector();
  readShared(component, source, properties, licenses);
  setPurl(component, properties, source.purl);
  component.cpe = shortText(source.cpe);
  component.supplier = shortText(asObject(source.supplier)?.name) ?? shortText(source.publisher);
  component.author = shortText(source.author) ?? authorNames(source.authors);
  component.hashes = readHashes(asObjects(source.hashes).map((hash): [unknown, unknown] => [hash.alg, hash.content]));
  const modelCard = asObject(source.modelCard);
  component.modelCard = modelCard ? (boundedJson(modelCard) as Record<string, unknown>) : null;
  component.properties = properties.result();
  return component;
}

/** A SaaSBOM service: its provider is the supplier; endpoints, authentication, trust boundary and data flows become properties. */
function readService(source: JsonObject, licenses: LicenseReader): ParsedComponent {
  const service = emptyComponent(source.name, "other", "service");
  const properties = new PropertyCollector();
  readShared(service, source, properties, licenses);
  service.supplier = shortText(asObject(source.provider)?.name);
  for (const endpoint of asArray(source.endpoints)) {
    properties.add("service:endpoints", endpoint);
  }
  for (const flag of ["authenticated", "x-trust-boundary"]) {
    if (typeof source[flag] === "boolean") {
      properties.add(`service:${flag}`, String(source[flag]));
    }
  }
  properties.add("service:trustZone", source.trustZone);
  for (const flow of asObjects(source.data)) {
    const what = shortText(flow.classification) ?? shortText(flow.name);
    const direction = shortText(flow.flow);
    if (what) {
      properties.add("service:data", direction ? `${what} (${direction})` : what);
    }
  }
  service.properties = properties.result();
  return service;
}

/** What components and services share: identity, licences, links and properties. */
function readShared(
  target: ParsedComponent,
  source: JsonObject,
  properties: PropertyCollector,
  licenses: LicenseReader,
): void {
  target.version = shortText(source.version);
  target.group = shortText(source.group);
  target.description = cleanText(source.description, bomLimits.description);
  target.bomRef = shortText(source["bom-ref"]);
  const read = licenses.read(licenseTexts(source.licenses));
  target.licenses = read.licenses;
  target.licenseSuggestions = read.licenseSuggestions;
  target.externalReferences = asObjects(source.externalReferences)
    .slice(0, bomLimits.referencesPerComponent)
    .flatMap((reference) => externalReference(reference.type, reference.url, reference.comment));
  for (const property of asObjects(source.properties)) {
    properties.add(property.name, property.value ?? "");
  }
}

/** licenses[]: each a licence (its SPDX id, else its name) or an SPDX expression. */
function licenseTexts(licenses: unknown): unknown[] {
  return asObjects(licenses).map((choice) => {
    const license = asObject(choice.license);
    return license ? (license.id ?? license.name) : choice.expression;
  });
}

function authorNames(authors: unknown): string | null {
  const names = asObjects(authors).flatMap((author) => shortText(author.name) ?? shortText(author.email) ?? []);
  return shortText(names.join(", "));
}
