import { boundedJson, emptyComponent, externalReference, PropertyCollector, setPurl, shortText } from "./component";
import { spdx3ComponentType } from "./component-types";
import { readHashes } from "./hashes";
import { asArray, asObject, asObjects, asString, asStrings, type JsonObject } from "./json-access";
import { LicenseReader } from "./licenses";
import { bomLimits } from "./limits";
import { type BomContent, type BomRejection, failed, tooManyComponents } from "./outcome";
import { cleanText } from "./text";
import type { ComponentType, ParsedComponent } from "./types";

/** The element types that are components, and the fields of each that form its model card. */
const PACKAGE_TYPES: Record<string, { type: ComponentType | null; modelCardPrefix: string | null }> = {
  software_Package: { type: null, modelCardPrefix: null },
  ai_AIPackage: { type: "machine-learning-model", modelCardPrefix: "ai_" },
  dataset_DatasetPackage: { type: "data", modelCardPrefix: "dataset_" },
};

const BOM_TYPES = new Set(["software_Sbom", "Bom", "ai_AIBom", "dataset_DatasetBom", "SpdxDocument"]);
const LICENSE_RELATIONSHIPS = ["hasConcludedLicense", "hasDeclaredLicense"] as const;
const DEPENDENCY_RELATIONSHIP = /depend|contains|link|prerequisite/i;

export function isSpdx3(document: JsonObject): boolean {
  const context = asStrings(document["@context"]);
  return context.some((url) => /spdx\.org\/rdf\/3\./.test(url));
}

/**
 * An element's type as the compact JSON-LD name ("software_Package"), also when a producer wrote
 * the full IRI (".../terms/Software/Package").
 */
function elementType(element: JsonObject): string {
  const type = asString(element.type) ?? asString(element["@type"]) ?? "";
  const iri = /\/terms\/(?:Core\/)?(?:(\w+)\/)?(\w+)$/.exec(type);
  if (!iri) {
    return type;
  }
  const [, profile, name] = iri;
  return profile ? `${profile.toLowerCase()}_${name}` : (name ?? type);
}

interface Graph {
  byId: Map<string, JsonObject>;
  relationships: JsonObject[];
}

/** An SPDX 3.0 JSON-LD document as components: its software, AI and dataset packages. */
export function readSpdx3(document: JsonObject): BomContent | BomRejection {
  const contextVersion = /rdf\/(3\.[\d.]*\d)/.exec(asStrings(document["@context"]).join(" "))?.[1];
  const elements = asArray(document["@graph"]);
  const creationInfos = asObjects(elements).filter((element) => elementType(element) === "CreationInfo");
  const specVersion = shortText(creationInfos[0]?.specVersion) ?? contextVersion ?? "3.0";
  const problems = structuralProblems(document, elements);
  if (problems.length > 0) {
    return failed(
      "spdx",
      specVersion,
      `The file does not follow the SPDX ${specVersion} JSON-LD form:\n${problems.join("\n")}`,
    );
  }
  const graph: Graph = { byId: new Map(), relationships: [] };
  const packages: JsonObject[] = [];
  for (const element of asObjects(elements)) {
    const id = asString(element.spdxId) ?? asString(element["@id"]);
    if (id) {
      graph.byId.set(id, element);
    }
    const type = elementType(element);
    if (type === "Relationship" || type.endsWith("_LifecycleScopedRelationship")) {
      graph.relationships.push(element);
    } else if (Object.hasOwn(PACKAGE_TYPES, type)) {
      packages.push(element);
    }
  }
  if (packages.length > bomLimits.components) {
    return tooManyComponents("spdx", specVersion);
  }
  const licensesOf = licenseIndex(graph);
  const reader = new LicenseReader();
  const spdxDocument = asObjects(elements).find((element) => elementType(element) === "SpdxDocument") ?? null;
  const creationInfo = creationInfoOf(spdxDocument, graph) ?? creationInfos[0] ?? null;
  return {
    format: "spdx",
    specVersion,
    serialNumber: shortText(spdxDocument?.spdxId),
    name: bomName(spdxDocument, graph),
    components: packages.map((element) => readPackage(element, graph, reader, licensesOf)),
    hasDependencies: graph.relationships.some((relation) =>
      DEPENDENCY_RELATIONSHIP.test(asString(relation.relationshipType) ?? ""),
    ),
    hasAuthor: asStrings(creationInfo?.createdBy).length + asStrings(creationInfo?.createdUsing).length > 0,
    hasTimestamp: shortText(creationInfo?.created) !== null,
  };
}

function structuralProblems(document: JsonObject, elements: unknown[]): string[] {
  if (!Array.isArray(document["@graph"])) {
    return ['- the document: the "@graph" list of elements is missing'];
  }
  const problems: string[] = [];
  elements.forEach((element, index) => {
    if (problems.length < bomLimits.schemaProblems && !elementType(asObject(element) ?? {})) {
      problems.push(`- @graph[${index}]: the element has no "type"`);
    }
  });
  return problems;
}

function creationInfoOf(element: JsonObject | null, graph: Graph): JsonObject | null {
  const info = element?.creationInfo;
  return asObject(info) ?? (typeof info === "string" ? (graph.byId.get(info) ?? null) : null);
}

/** Follows rootElement from the SpdxDocument through any Sbom to the package the document is about. */
function bomName(spdxDocument: JsonObject | null, graph: Graph): string | null {
  let element = spdxDocument;
  for (let hops = 0; element && BOM_TYPES.has(elementType(element)) && hops < 8; hops++) {
    const root = asStrings(element.rootElement)[0];
    const next = root ? graph.byId.get(root) : undefined;
    if (!next) {
      break;
    }
    element = next;
  }
  const name = cleanText(element?.name, bomLimits.name);
  const version = shortText(element?.software_packageVersion);
  return name && version ? cleanText(`${name} ${version}`, bomLimits.name) : name;
}

/** Package id → the licence texts its concluded (else declared) licence relationships point to. */
function licenseIndex(graph: Graph): (id: string | null) => string[] {
  const found = new Map<string, Record<(typeof LICENSE_RELATIONSHIPS)[number], string[]>>();
  for (const relation of graph.relationships) {
    const type = LICENSE_RELATIONSHIPS.find((known) => known === relation.relationshipType);
    const from = asString(relation.from);
    if (!type || !from) {
      continue;
    }
    const entry = found.get(from) ?? { hasConcludedLicense: [], hasDeclaredLicense: [] };
    found.set(from, entry);
    for (const target of asStrings(relation.to)) {
      const text = licenseText(target, graph.byId.get(target));
      if (text) {
        entry[type].push(text);
      }
    }
  }
  return (id) => {
    const entry = id ? found.get(id) : undefined;
    return entry ? (entry.hasConcludedLicense.length > 0 ? entry.hasConcludedLicense : entry.hasDeclaredLicense) : [];
  };
}

/** A licence expression element's expression; a listed licence's id; a custom licence's name. */
function licenseText(id: string, element: JsonObject | undefined): string | null {
  const expression = asString(element?.simplelicensing_licenseExpression);
  if (expression) {
    return expression;
  }
  const listed = /^https?:\/\/spdx\.org\/licenses\/([\w.+-]+)$/.exec(id)?.[1];
  return listed ?? asString(element?.name);
}

function readPackage(
  source: JsonObject,
  graph: Graph,
  reader: LicenseReader,
  licensesOf: (id: string | null) => string[],
): ParsedComponent {
  const kind = PACKAGE_TYPES[elementType(source)];
  const component = emptyComponent(source.name, kind?.type ?? spdx3ComponentType(source.software_primaryPurpose));
  const properties = new PropertyCollector();
  const identifiers = asObjects(source.externalIdentifier);
  const identifier = (...types: string[]) =>
    identifiers.find((item) => types.includes(asString(item.externalIdentifierType) ?? ""))?.identifier;
  component.version = shortText(source.software_packageVersion);
  component.bomRef = shortText(source.spdxId);
  component.description = cleanText(source.description ?? source.summary, bomLimits.description);
  setPurl(component, properties, source.software_packageUrl ?? identifier("packageUrl"));
  component.cpe = shortText(identifier("cpe23", "cpe22"));
  component.supplier = agentNames(source.suppliedBy, graph);
  component.author = agentNames(source.originatedBy, graph);
  const read = reader.read(licensesOf(component.bomRef));
  component.licenses = read.licenses;
  component.licenseSuggestions = read.licenseSuggestions;
  component.hashes = readHashes(
    asObjects(source.verifiedUsing).map((hash): [unknown, unknown] => [hash.algorithm, hash.hashValue]),
  );
  component.externalReferences = [
    ...externalReference("website", source.software_homePage),
    ...externalReference("distribution", source.software_downloadLocation),
    ...asObjects(source.externalRef)
      .slice(0, bomLimits.referencesPerComponent)
      .flatMap((reference) => externalReference(reference.externalRefType, asStrings(reference.locator)[0])),
  ];
  properties.add("spdx:copyrightText", source.software_copyrightText);
  properties.add("spdx:comment", source.comment);
  component.properties = properties.result();
  const prefix = kind?.modelCardPrefix;
  if (prefix) {
    const fields = Object.entries(source).filter(([key]) => key.startsWith(prefix));
    component.modelCard =
      fields.length > 0 ? (boundedJson(Object.fromEntries(fields)) as Record<string, unknown>) : null;
  }
  return component;
}

/** The names of the agents (people, organisations, tools) the ids point to, joined; an id without a named element is left out. */
function agentNames(value: unknown, graph: Graph): string | null {
  const names = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const element = asObject(item) ?? (typeof item === "string" ? graph.byId.get(item) : undefined);
    return shortText(element?.name) ?? [];
  });
  return shortText([...new Set(names)].join(", "));
}
