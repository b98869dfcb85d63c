import type { AccessExtension } from "@/lib/api/access-policy";
import { openApiDocument } from "@/lib/api/openapi";

/** A JSON Schema of the OpenAPI document, as zod-to-openapi writes it (3.1). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface OperationParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, with its schemas' references resolved at the top level. */
export interface DocumentOperation {
  method: string;
  template: string;
  /** Path parameter names, in the order the path names them. */
  params: string[];
  query: OperationParameter[];
  /** The request body: its media type and schema, when the operation takes one. */
  body: { contentType: string; schema: JsonSchema; required: boolean } | undefined;
  /** The schemas of its responses' bodies, every status. */
  responses: JsonSchema[];
  /** The route's declared access policy (`x-access`), if any. */
  access: AccessExtension | undefined;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  "x-access"?: AccessExtension;
}

/** The document's named schemas, to follow `$ref`s with. */
export function documentSchemas(): Record<string, JsonSchema> {
  return (openApiDocument().components?.schemas ?? {}) as Record<string, JsonSchema>;
}

/** `schema` itself, or the named schema its `$ref` points at (followed until it is not a reference). */
export function resolveSchema(schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    current = schemas[current.$ref.split("/").pop() ?? ""] ?? {};
  }
  return current;
}

/** Every operation of the OpenAPI document whose path starts with `prefix`. */
export function documentOperations(prefix = "/v1/"): DocumentOperation[] {
  const document = openApiDocument();
  const schemas = documentSchemas();
  return Object.entries(document.paths ?? {})
    .filter(([template]) => template.startsWith(prefix))
    .flatMap(([template, item]) =>
      METHODS.flatMap((method) => {
        const operation = item?.[method] as RawOperation | undefined;
        if (!operation) {
          return [];
        }
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return [
          {
            method: method.toUpperCase(),
            template,
            params: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ""),
            query: (operation.parameters ?? [])
              .filter((parameter) => parameter.in === "query")
              .map((parameter) => ({
                name: parameter.name,
                required: parameter.required === true,
                schema: resolveSchema(parameter.schema, schemas),
              })),
            body:
              contentType === undefined
                ? undefined
                : {
                    contentType,
                    schema: resolveSchema(media?.schema, schemas),
                    required: operation.requestBody?.required === true,
                  },
            responses: Object.values(operation.responses ?? {}).flatMap((response) =>
              Object.values(response.content ?? {}).map((media) => resolveSchema(media.schema, schemas)),
            ),
            access: operation["x-access"],
          },
        ];
      }),
    );
}
