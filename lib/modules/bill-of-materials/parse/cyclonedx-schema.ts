import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type Ajv from "ajv";
import type { ErrorObject, ValidateFunction } from "ajv";
import { type ErrorMode, sharedAjv } from "./ajv";
import { asObject, asString, type JsonObject } from "./json-access";

/** The CycloneDX versions with a JSON schema (CycloneDX 1.0 and 1.1 were XML only). */
export const CYCLONEDX_JSON_VERSIONS = ["1.2", "1.3", "1.4", "1.5", "1.6", "1.7"] as const;

/** The schemas the BOM schemas $ref, registered under the ids those refs resolve to. */
const REFERENCED_SCHEMAS = [
  "spdx.SNAPSHOT.schema.json",
  "jsf-0.82.SNAPSHOT.schema.json",
  "cryptography-defs.SNAPSHOT.schema.json",
];

let schemaFolder: string | undefined;
const prepared = new Set<Ajv>();
const validators = new Map<string, ValidateFunction>();

/** The CycloneDX library's bundled copies, validated offline; resolved from the app root. */
function bundledSchemaFolder(): string {
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  schemaFolder ??= path.join(path.dirname(resolve("@cyclonedx/cyclonedx-library/package.json")), "res", "schema");
  return schemaFolder;
}

const schemaFile = (version: string) => `bom-${version}.SNAPSHOT.schema.json`;

const readSchema = (file: string): JsonObject =>
  JSON.parse(readFileSync(path.join(bundledSchemaFolder(), file), "utf8"));

/**
 * Ajv checks `uniqueItems` by comparing every pair of items deeply: about 100 ms of keycloak's
 * 903 components, and quadratic, so minutes at 50,000. Duplicates are removed after parsing
 * anyway, so the copies compiled here leave the keyword out.
 */
function withoutUniqueItems(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    return schema.map(withoutUniqueItems);
  }
  if (schema !== null && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema)
        .filter(([keyword]) => keyword !== "uniqueItems")
        .map(([keyword, value]) => [keyword, withoutUniqueItems(value)]),
    );
  }
  return schema;
}

export function hasCycloneDxSchema(version: string): boolean {
  return (
    (CYCLONEDX_JSON_VERSIONS as readonly string[]).includes(version) &&
    existsSync(path.join(bundledSchemaFolder(), schemaFile(version)))
  );
}

function validator(version: string, mode: ErrorMode): ValidateFunction {
  const key = `${mode} ${version}`;
  let validate = validators.get(key);
  if (!validate) {
    const ajv = sharedAjv(mode);
    if (!prepared.has(ajv)) {
      for (const referenced of REFERENCED_SCHEMAS) {
        // The BOM schemas refer to e.g. "spdx.SNAPSHOT.schema.json" relative to their own $id.
        const schema = withoutUniqueItems(readSchema(referenced)) as JsonObject;
        ajv.addSchema({ ...schema, $id: `http://cyclonedx.org/schema/${referenced}` });
      }
      prepared.add(ajv);
    }
    // Added rather than only compiled, so that its definitions can be fetched by id (the report's item checks).
    const schema = withoutUniqueItems(readSchema(schemaFile(version))) as JsonObject;
    const id = asString(schema.$id) ?? schemaFile(version);
    if (!ajv.getSchema(id)) {
      ajv.addSchema({ ...schema, $id: id });
    }
    validate = ajv.getSchema(id);
    if (!validate) {
      throw new Error(`The bundled CycloneDX ${version} schema did not compile.`);
    }
    validators.set(key, validate);
  }
  return validate;
}

/**
 * The document's schema errors, none when it is valid (a version with a bundled schema). A valid
 * document is checked once, stopping at the first error; a failing one again for the report,
 * its top-level lists (components, services, dependencies, …) item by item.
 */
export function cyclonedxSchemaErrors(version: string, document: JsonObject): ErrorObject[] {
  const first = validator(version, "first");
  const data: unknown = document; // Ajv's type guard would narrow `document` itself to never
  if (first(data)) {
    return [];
  }
  const all = validator(version, "all");
  const schema = asObject(all.schema);
  const id = asString(schema?.$id) ?? "";
  const shell: JsonObject = { ...document };
  const lists: [string, unknown[], ValidateFunction][] = [];
  for (const [key, property] of Object.entries(asObject(schema?.properties) ?? {})) {
    const items = asString(asObject(asObject(property)?.items)?.$ref);
    const list = document[key];
    const validateItem = items ? sharedAjv("all").getSchema(`${id}${items}`) : undefined;
    if (Array.isArray(list) && validateItem) {
      shell[key] = [];
      lists.push([key, list, validateItem]);
    }
  }
  const errors = all(shell) ? [] : [...(all.errors ?? [])];
  for (const [key, list, validateItem] of lists) {
    list.forEach((item, index) => {
      if (!validateItem(item)) {
        for (const error of validateItem.errors ?? []) {
          errors.push({ ...error, instancePath: `/${key}/${index}${error.instancePath}` });
        }
      }
    });
  }
  return errors.length > 0 ? errors : (first.errors ?? []);
}
