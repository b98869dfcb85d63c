import type { ValidateFunction } from "ajv";
import { sharedAjv } from "./ajv";

/**
 * The required fields and types of the official SPDX 2.3 JSON schema (2.2 asks the same of what is
 * read here), with none of its enumerations or additionalProperties bans: real exports (GitHub's,
 * syft's, the k8s bom tool's) add fields and spell enumerations their own way, and none of that
 * stops the packages from being read.
 */
const string = { type: "string" } as const;
const strings = { type: "array", items: string } as const;

const spdx2Schema = {
  type: "object",
  required: ["spdxVersion", "dataLicense", "SPDXID", "name", "documentNamespace", "creationInfo"],
  properties: {
    spdxVersion: string,
    dataLicense: string,
    SPDXID: string,
    name: string,
    documentNamespace: string,
    creationInfo: {
      type: "object",
      required: ["created", "creators"],
      properties: { created: string, creators: { ...strings, minItems: 1 } },
    },
    documentDescribes: strings,
    packages: {
      type: "array",
      items: {
        type: "object",
        required: ["SPDXID", "name", "downloadLocation"],
        properties: {
          SPDXID: string,
          name: string,
          downloadLocation: string,
          versionInfo: string,
          supplier: string,
          originator: string,
          licenseConcluded: string,
          licenseDeclared: string,
          copyrightText: string,
          description: string,
          summary: string,
          homepage: string,
          primaryPackagePurpose: string,
          checksums: {
            type: "array",
            items: {
              type: "object",
              required: ["algorithm", "checksumValue"],
              properties: { algorithm: string, checksumValue: string },
            },
          },
          externalRefs: {
            type: "array",
            items: {
              type: "object",
              required: ["referenceCategory", "referenceLocator", "referenceType"],
              properties: { referenceCategory: string, referenceLocator: string, referenceType: string },
            },
          },
        },
      },
    },
    files: {
      type: "array",
      items: { type: "object", required: ["SPDXID", "fileName"], properties: { SPDXID: string, fileName: string } },
    },
    relationships: {
      type: "array",
      items: {
        type: "object",
        required: ["spdxElementId", "relatedSpdxElement", "relationshipType"],
        properties: { spdxElementId: string, relatedSpdxElement: string, relationshipType: string },
      },
    },
  },
} as const;

let validator: ValidateFunction | undefined;

/** Every error at once: the schema has no $ref, so Ajv collects them in one growing list. */

export function spdx2Validator(): ValidateFunction {
  validator ??= sharedAjv("all").compile(spdx2Schema);
  return validator;
}
