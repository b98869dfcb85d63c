import { emptyComponent, externalReference, PropertyCollector, setPurl, shortText } from "./component";
import { spdx2ComponentType } from "./component-types";
import { readHashes } from "./hashes";
import { asArray, asObject, asObjects, asString, asStrings, type JsonObject } from "./json-access";
import { LicenseReader } from "./licenses";
import { bomLimits } from "./limits";
import { type BomContent, type BomRejection, failed, tooManyComponents, unsupported } from "./outcome";
import { describeSchemaProblems } from "./schema-problems";
import { spdx2Validator } from "./spdx2-schema";
import { cleanText } from "./text";
import type { ParsedComponent } from "./types";

const READ_VERSIONS = ["2.2", "2.3"];

/** SPDX's "no value given" words, which are not values. */
const isStated = (text: string | null): text is string => text !== null && text !== "NOASSERTION" && text !== "NONE";

/** Relationship types that say one element is built from, ships or links another. */
const DEPENDENCY_RELATIONSHIP = /DEPEND|CONTAIN|LINK|PREREQUISITE|PACKAGE_OF/;

/**
 * An SPDX 2.2 or 2.3 JSON document as components: its packages (the package the document
 * describes included; files are not components).
 */
export function readSpdx2(document: JsonObject): BomContent | BomRejection {
  const declared = asString(document.spdxVersion) ?? "";
  const specVersion = declared.replace(/^SPDX-/, "");
  if (!READ_VERSIONS.includes(specVersion)) {
    return unsupported(
      "spdx",
      specVersion || null,
      `${declared} is not supported; SPDX JSON 2.2, 2.3 and 3.0 are read. Export the SBOM as SPDX 2.3 JSON and upload it again.`,
    );
  }
  const packages = asArray(document.packages);
  if (packages.length > bomLimits.components) {
    return tooManyComponents("spdx", specVersion);
  }
  const validate = spdx2Validator();
  if (!validate(document)) {
    return failed(
      "spdx",
      specVersion,
      describeSchemaProblems(`SPDX ${specVersion} JSON`, validate.errors ?? [], document),
    );
  }
  const licenses = new LicenseReader();
  const relationships = asObjects(document.relationships);
  const creationInfo = asObject(document.creationInfo);
  return {
    format: "spdx",
    specVersion,
    serialNumber: shortText(document.documentNamespace),
    name: bomName(document, relationships),
    components: asObjects(packages).map((item) => readPackage(item, licenses)),
    hasDependencies: relationships.some((relation) =>
      DEPENDENCY_RELATIONSHIP.test(asString(relation.relationshipType) ?? ""),
    ),
    hasAuthor: asStrings(creationInfo?.creators).length > 0,
    hasTimestamp: shortText(creationInfo?.created) !== null,
  };
}

/**
 * The described package's name and version: the first package named by documentDescribes, else
 * by a DESCRIBES relationship from the document (or DESCRIBED_BY to it); else the document's name.
 */
function bomName(document: JsonObject, relationships: JsonObject[]): string | null {
  const documentId = asString(document.SPDXID) ?? "SPDXRef-DOCUMENT";
  const described = [
    ...asStrings(document.documentDescribes),
    ...relationships.flatMap((relation) => {
      const type = asString(relation.relationshipType);
      if (type === "DESCRIBES" && relation.spdxElementId === documentId) {
        return asStrings(relation.relatedSpdxElement);
      }
      return type === "DESCRIBED_BY" && relation.relatedSpdxElement === documentId
        ? asStrings(relation.spdxElementId)
        : [];
    }),
  ];
  const packages = new Map(asObjects(document.packages).map((item) => [item.SPDXID, item]));
  const root = described.map((id) => packages.get(id)).find((item) => item !== undefined);
  const name = cleanText(root?.name, bomLimits.name);
  if (!name) {
    return cleanText(document.name, bomLimits.name);
  }
  const version = shortText(root?.versionInfo);
  return version ? cleanText(`${name} ${version}`, bomLimits.name) : name;
}

function readPackage(source: JsonObject, licenses: LicenseReader): ParsedComponent {
  const component = emptyComponent(source.name, spdx2ComponentType(source.primaryPackagePurpose));
  const properties = new PropertyCollector();
  const references = asObjects(source.externalRefs);
  const locator = (type: string) =>
    references.find((reference) => asString(reference.referenceType)?.toLowerCase() === type)?.referenceLocator;
  component.version = shortText(source.versionInfo);
  component.bomRef = shortText(source.SPDXID);
  component.description = cleanText(source.description ?? source.summary, bomLimits.description);
  setPurl(component, properties, locator("purl"));
  component.cpe = shortText(locator("cpe23type") ?? locator("cpe22type"));
  // The originator made the package, the supplier handed it on; NTIA's "supplier" is whichever is named.
  component.author = actorName(source.originator);
  component.supplier = actorName(source.supplier) ?? component.author;
  const concluded = shortText(source.licenseConcluded);
  const read = licenses.read([isStated(concluded) ? concluded : source.licenseDeclared]);
  component.licenses = read.licenses;
  component.licenseSuggestions = read.licenseSuggestions;
  component.hashes = readHashes(
    asObjects(source.checksums).map((checksum): [unknown, unknown] => [checksum.algorithm, checksum.checksumValue]),
  );
  const homepage = shortText(source.homepage);
  const download = shortText(source.downloadLocation);
  component.externalReferences = [
    ...(isStated(homepage) ? externalReference("website", homepage) : []),
    ...(isStated(download) ? externalReference("distribution", download) : []),
  ];
  for (const reference of references.slice(0, bomLimits.referencesPerComponent)) {
    const type = asString(reference.referenceType)?.toLowerCase();
    if (type !== "purl" && type !== "cpe23type" && type !== "cpe22type") {
      properties.add(`spdx:externalRef:${reference.referenceType}`, reference.referenceLocator);
    }
  }
  const copyright = shortText(source.copyrightText);
  if (isStated(copyright)) {
    properties.add("spdx:copyrightText", copyright);
  }
  component.properties = properties.result();
  return component;
}

/** "Organization: Acme (ops@acme.example)" → "Acme"; "Person: Jane Doe" → "Jane Doe"; NOASSERTION → null. */
export function actorName(value: unknown): string | null {
  const text = shortText(value);
  if (!isStated(text)) {
    return null;
  }
  const name = text
    .replace(/^(?:Organization|Person|Tool)\s*:\s*/i, "")
    .replace(/\s*\([^()]*\)\s*$/, "")
    .trim();
  return name || null;
}
