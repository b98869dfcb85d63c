import type { ReactNode } from "react";
import { isNullSchema, type ResolvedSchema, resolveForDisplay, type SchemaContext } from "./resolve-ref";
import { Description } from "./rich-text";
import { SchemaFacts } from "./schema-facts";
import { isNullable, schemaExample, typeLabel } from "./schema-utils";
import { inlineCode, mutedText } from "./styles";
import type { ComponentsObject, SchemaObject } from "./types";

/** Deeper than this, the page points at openapi.json instead of nesting further. */
const MAX_DEPTH = 8;

const nestedList = "ref-nested";

function variantsOf(schema: SchemaObject): SchemaObject[] {
  return (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => !isNullSchema(variant));
}

/** Whether SchemaBody has anything to show beyond the one-line type label. */
function hasBody(resolved: ResolvedSchema): boolean {
  if (resolved.recursive) {
    return true;
  }
  const { schema, ctx } = resolved;
  if (schema.properties !== undefined && Object.keys(schema.properties).length > 0) {
    return true;
  }
  if (schema.items !== undefined) {
    return hasBody(resolveForDisplay(schema.items, ctx));
  }
  const variants = variantsOf(schema);
  if (variants.length > 1) {
    return variants.some((variant) => hasBody(resolveForDisplay(variant, ctx)));
  }
  const values = schema.additionalProperties;
  return typeof values === "object" && hasBody(resolveForDisplay(values, ctx));
}

function Flag({ children, strong = false }: { children: string; strong?: boolean }) {
  return <span className={strong ? "ref-flag-strong" : "ref-flag"}>{children}</span>;
}

function Field({
  name,
  schema,
  required,
  ctx,
}: {
  name: string;
  schema: SchemaObject;
  required: boolean;
  ctx: SchemaContext;
}) {
  const resolved = resolveForDisplay(schema, ctx);
  const shown = resolved.schema;
  return (
    <li className="py-2">
      <div className="ref-field-head">
        <code className="ref-field-name">{name}</code>
        <span className="ref-type">{typeLabel(schema)}</span>
        {required ? <Flag strong>required</Flag> : <Flag>optional</Flag>}
        {(isNullable(schema) || isNullable(shown)) && <Flag>nullable</Flag>}
        {shown.readOnly === true && <Flag>read-only</Flag>}
        {shown.writeOnly === true && <Flag>write-only</Flag>}
        {shown.deprecated === true && <Flag strong>deprecated</Flag>}
      </div>
      <Description text={shown.description} className="mt-1 text-sm text-slate-700 dark:text-slate-300" />
      <SchemaFacts schema={shown} />
      <SchemaBody resolved={resolved} />
    </li>
  );
}

function Caption({ children }: { children: ReactNode }) {
  return <p className={`mt-2 text-xs font-medium ${mutedText}`}>{children}</p>;
}

/** The structure below a type label: object fields, array items, union variants or map values. */
function SchemaBody({ resolved }: { resolved: ResolvedSchema }) {
  if (!hasBody(resolved)) {
    return null;
  }
  const { schema, ctx } = resolved;
  if (resolved.recursive) {
    return <Caption>Recursive: same structure as {resolved.name ?? "the enclosing schema"} above.</Caption>;
  }
  if (ctx.depth >= MAX_DEPTH) {
    return <Caption>Nested too deeply to show here; see openapi.json.</Caption>;
  }
  const inner: SchemaContext = { ...ctx, depth: ctx.depth + 1 };
  if (schema.properties !== undefined && Object.keys(schema.properties).length > 0) {
    const required = new Set(schema.required ?? []);
    return (
      <ul className={ctx.depth === 0 ? "divide-y divide-slate-200 dark:divide-slate-800" : nestedList}>
        {Object.entries(schema.properties).map(([name, field]) => (
          <Field key={name} name={name} schema={field} required={required.has(name)} ctx={inner} />
        ))}
      </ul>
    );
  }
  if (schema.items !== undefined) {
    return (
      <div>
        <Caption>Each item:</Caption>
        <SchemaBody resolved={resolveForDisplay(schema.items, inner)} />
      </div>
    );
  }
  const variants = variantsOf(schema);
  if (variants.length > 1) {
    return (
      <div>
        <Caption>One of:</Caption>
        <ol className={nestedList}>
          {variants.map((variant, index) => {
            const option = resolveForDisplay(variant, inner);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: variants are positional in the schema
              <li key={index} className="py-2">
                <code className={inlineCode}>{typeLabel(variant)}</code>
                <Description text={option.schema.description} className="mt-1 text-sm" />
                <SchemaFacts schema={option.schema} />
                <SchemaBody resolved={option} />
              </li>
            );
          })}
        </ol>
      </div>
    );
  }
  const values = schema.additionalProperties;
  return typeof values === "object" ? (
    <div>
      <Caption>Each value (keys are strings):</Caption>
      <SchemaBody resolved={resolveForDisplay(values, inner)} />
    </div>
  ) : null;
}

/** A schema as a nested, readable field list; `$ref`s are expanded from components, cycles are cut. */
export function SchemaView({
  schema,
  components,
  showExample = true,
}: {
  schema: SchemaObject;
  components: ComponentsObject | undefined;
  /** Error bodies share one component whose example names one specific error code; hide it there. */
  showExample?: boolean;
}) {
  const resolved = resolveForDisplay(schema, { components, seen: [], depth: 0 });
  const label = typeLabel(schema);
  const shape = typeLabel(resolved.schema);
  return (
    <div className="text-sm">
      <p>
        <code className={inlineCode}>{label}</code>
        {shape !== label && <span className={mutedText}> ({shape})</span>}
        {isNullable(schema) && <span className={mutedText}>, nullable</span>}
      </p>
      <Description text={resolved.schema.description} className="mt-1 text-slate-700 dark:text-slate-300" />
      <SchemaFacts schema={resolved.schema} />
      <SchemaBody resolved={resolved} />
      {showExample && <JsonExample value={schemaExample(resolved.schema)} />}
    </div>
  );
}

/** An object or array example, pretty-printed; scalar examples are shown inline by SchemaFacts. */
function JsonExample({ value }: { value: unknown }) {
  if (value === null || typeof value !== "object") {
    return null;
  }
  return (
    <div className="mt-2">
      <p className={`text-xs font-medium ${mutedText}`}>Example</p>
      <pre className="mt-1 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-900 [overflow-wrap:anywhere] dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100">
        <code>{JSON.stringify(value, null, 2)}</code>
      </pre>
    </div>
  );
}
