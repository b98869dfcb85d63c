import type { ErrorObject } from "ajv";
import { asArray, asObject, asString } from "./json-access";
import { bomLimits } from "./limits";
import { quoted } from "./text";

/**
 * A schema's verdict in words: "The file does not follow …: " and at most five "path: problem"
 * lines, paths written as `components[3] ("log4j-core").licenses[0]`.
 */
export function describeSchemaProblems(schemaName: string, errors: ErrorObject[], document: unknown): string {
  const lines = [...new Set(withoutAlternativeDetails(errors).map((error) => problemLine(error, document)))];
  const shown = lines.slice(0, bomLimits.schemaProblems);
  const count =
    lines.length > shown.length ? `${lines.length} problems; the first ${shown.length}` : plural(lines.length);
  return `The file does not follow the ${schemaName} schema (${count}):\n${shown.map((line) => `- ${line}`).join("\n")}`;
}

const plural = (count: number) => (count === 1 ? "1 problem" : `${count} problems`);

/**
 * A oneOf/anyOf failure is reported right after the failures of each of its alternatives; those
 * say what each alternative would have needed, which reads as noise, so only the summary is kept.
 */
function withoutAlternativeDetails(errors: ErrorObject[]): ErrorObject[] {
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword === "oneOf" || error.keyword === "anyOf") {
      const path = error.instancePath;
      // The alternatives' failures sit at the end of the list, so the walk back stops at the first other one.
      for (let last = kept.at(-1); last && isWithin(last.instancePath, path); last = kept.at(-1)) {
        kept.pop();
      }
    }
    kept.push(error);
  }
  return kept;
}

const isWithin = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}/`);

function problemLine(error: ErrorObject, document: unknown): string {
  return `${readablePath(error.instancePath, document)}: ${problem(error, valueAt(error.instancePath, document))}`;
}

function problem(error: ErrorObject, value: unknown): string {
  const params = error.params;
  switch (error.keyword) {
    case "required":
      return `the required property "${asString(params.missingProperty)}" is missing`;
    case "additionalProperties":
      return `the property "${asString(params.additionalProperty)}" is not allowed here`;
    case "enum": {
      const allowed = asArray(params.allowedValues).map(String);
      const list = allowed.length > 12 ? `${allowed.slice(0, 12).join(", ")}, …` : allowed.join(", ");
      return `${quoted(value)} is not one of the allowed values (${list})`;
    }
    case "const":
      return `must be ${quoted(params.allowedValue)}`;
    case "type":
      return `must be ${article(String(params.type))}, not ${describeType(value)}`;
    case "format":
      return `${quoted(value)} is not a valid ${asString(params.format)}`;
    case "pattern":
      return `${quoted(value)} does not have the expected form`;
    case "oneOf":
      return asArray(params.passingSchemas).length > 1
        ? "matches more than one of the allowed forms"
        : "does not match any of the allowed forms";
    case "anyOf":
      return "does not match any of the allowed forms";
    default:
      return (error.message ?? "is not valid").replace("must NOT", "must not");
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describeType(value: unknown): string {
  if (value === null) {
    return "null";
  }
  if (Array.isArray(value)) {
    return "an array";
  }
  return article(typeof value);
}

function segments(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function valueAt(pointer: string, document: unknown): unknown {
  let value = document;
  for (const segment of segments(pointer)) {
    value = Array.isArray(value) ? value[Number(segment)] : asObject(value)?.[segment];
  }
  return value;
}

function readablePath(pointer: string, document: unknown): string {
  if (!pointer) {
    return "the document";
  }
  let path = "";
  let value = document;
  for (const segment of segments(pointer)) {
    if (Array.isArray(value)) {
      value = value[Number(segment)];
      const name = asString(asObject(value)?.name);
      path += name ? `[${segment}] (${quoted(name, 60)})` : `[${segment}]`;
    } else {
      value = asObject(value)?.[segment];
      path += path ? `.${segment}` : segment;
    }
  }
  return path;
}
