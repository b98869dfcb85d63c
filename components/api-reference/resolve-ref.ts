import type {
  ComponentKind,
  ComponentOf,
  ComponentsObject,
  ComponentTables,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from "./types";

/** Component names already expanded on the current rendering path, so a cycle stops instead of recursing. */
export interface SchemaContext {
  components: ComponentsObject | undefined;
  seen: readonly string[];
  depth: number;
}

export interface ResolvedSchema {
  schema: SchemaObject;
  /** The component name when the schema came from a `$ref`. */
  name?: string;
  /** True when the `$ref` points at a component already being expanded higher up. */
  recursive: boolean;
  ctx: SchemaContext;
}

export function isReference(value: object): value is ReferenceObject {
  return "$ref" in value && typeof value.$ref === "string";
}

/** `#/components/schemas/ApiKey` → `ApiKey`. */
export function refName(ref: string): string {
  const last = ref.slice(ref.lastIndexOf("/") + 1);
  return last.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function lookupRef<K extends ComponentKind>(
  components: ComponentsObject | undefined,
  kind: K,
  ref: string,
): ComponentOf[K] | undefined {
  const prefix = `#/components/${kind}/`;
  if (!ref.startsWith(prefix)) {
    return undefined;
  }
  const tables: ComponentTables | undefined = components;
  const table = tables?.[kind];
  return table?.[refName(ref)];
}

function deref<K extends ComponentKind>(
  value: ComponentOf[K] | ReferenceObject,
  components: ComponentsObject | undefined,
  kind: K,
): ComponentOf[K] | undefined {
  return isReference(value) ? lookupRef(components, kind, value.$ref) : value;
}

export function resolveParameter(value: ParameterObject | ReferenceObject, components: ComponentsObject | undefined) {
  return deref(value, components, "parameters");
}

export function resolveRequestBody(
  value: RequestBodyObject | ReferenceObject,
  components: ComponentsObject | undefined,
) {
  return deref(value, components, "requestBodies");
}

export function resolveResponse(value: ResponseObject | ReferenceObject, components: ComponentsObject | undefined) {
  return deref(value, components, "responses");
}

/** Follows a `$ref` chain (sibling keys such as `description` win) and flattens `allOf`, guarding cycles. */
export function resolveSchema(schema: SchemaObject, ctx: SchemaContext): ResolvedSchema {
  let current = schema;
  let seen = ctx.seen;
  let name: string | undefined;
  while (current.$ref !== undefined) {
    const targetName = refName(current.$ref);
    if (seen.includes(targetName)) {
      return { schema: {}, name: targetName, recursive: true, ctx };
    }
    seen = [...seen, targetName];
    name ??= targetName;
    const { $ref, ...siblings } = current;
    const target = lookupRef(ctx.components, "schemas", $ref);
    current = target ? { ...target, ...siblings } : siblings;
  }
  if (current.allOf !== undefined) {
    const merged = mergeAllOf(current, { ...ctx, seen });
    current = merged.schema;
    seen = merged.seen;
  }
  return { schema: current, name, recursive: false, ctx: { ...ctx, seen } };
}

function mergeAllOf(schema: SchemaObject, ctx: SchemaContext): { schema: SchemaObject; seen: readonly string[] } {
  const { allOf = [], ...own } = schema;
  const [only] = allOf;
  if (allOf.length === 1 && only !== undefined && own.properties === undefined) {
    const resolved = resolveSchema(only, ctx);
    return { schema: { ...resolved.schema, ...own }, seen: resolved.ctx.seen };
  }
  let seen = ctx.seen;
  const properties: Record<string, SchemaObject> = {};
  const required = new Set<string>();
  for (const part of [...allOf, own]) {
    const resolved = resolveSchema(part, { ...ctx, seen });
    if (resolved.recursive) {
      continue;
    }
    seen = resolved.ctx.seen;
    Object.assign(properties, resolved.schema.properties);
    for (const key of resolved.schema.required ?? []) {
      required.add(key);
    }
  }
  return { schema: { ...own, type: "object", properties, required: [...required] }, seen };
}

export function isNullSchema(schema: SchemaObject): boolean {
  const { type } = schema;
  return type === "null" || (Array.isArray(type) && type.length === 1 && type[0] === "null");
}

/** `anyOf: [X, {type: "null"}]` → X (with the wrapper's own keys, e.g. its description). */
export function unwrapNullable(schema: SchemaObject): SchemaObject {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants === undefined) {
    return schema;
  }
  const nonNull = variants.filter((variant) => !isNullSchema(variant));
  const [single] = nonNull;
  if (single === undefined || nonNull.length !== 1 || nonNull.length === variants.length) {
    return schema;
  }
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  return { ...single, ...rest };
}

/** Resolves refs and allOf, then strips a nullable wrapper (resolving again if that exposed a ref). */
export function resolveForDisplay(schema: SchemaObject, ctx: SchemaContext): ResolvedSchema {
  const first = resolveSchema(unwrapNullable(schema), ctx);
  if (first.recursive) {
    return first;
  }
  const unwrapped = unwrapNullable(first.schema);
  if (unwrapped === first.schema) {
    return first;
  }
  const second = resolveSchema(unwrapped, first.ctx);
  return { ...second, name: first.name ?? second.name };
}
