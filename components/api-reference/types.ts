/** Minimal OpenAPI 3.1 types: only what the API reference page reads. */

export type SchemaType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

export interface ReferenceObject {
  $ref: string;
  description?: string;
}

export interface SchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  type?: SchemaType | SchemaType[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export type ParameterLocation = "path" | "query" | "header" | "cookie";

export interface ParameterObject {
  name: string;
  in: ParameterLocation;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject | ReferenceObject;
  responses?: Record<string, ResponseObject | ReferenceObject>;
  security?: SecurityRequirement[];
}

export const HTTP_METHODS = ["get", "put", "post", "patch", "delete", "head", "options", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = {
  summary?: string;
  description?: string;
  parameters?: (ParameterObject | ReferenceObject)[];
} & Partial<Record<HttpMethod, OperationObject>>;

/** The component tables a `$ref` can point into, and what each holds. */
export interface ComponentOf {
  schemas: SchemaObject;
  parameters: ParameterObject;
  requestBodies: RequestBodyObject;
  responses: ResponseObject;
}
export type ComponentKind = keyof ComponentOf;

export type ComponentTables = { [K in ComponentKind]?: Record<string, ComponentOf[K]> };

export type ComponentsObject = ComponentTables & {
  securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
};

export interface TagObject {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, PathItemObject>;
  components?: ComponentsObject;
  security?: SecurityRequirement[];
  tags?: TagObject[];
}
