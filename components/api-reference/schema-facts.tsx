import { type SchemaFact, schemaFacts } from "./schema-utils";
import { inlineCode } from "./styles";
import type { SchemaObject } from "./types";

export function FactList({ facts }: { facts: SchemaFact[] }) {
  if (facts.length === 0) {
    return null;
  }
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-wrap items-baseline gap-1">
          <dt className="font-medium">{fact.label}:</dt>
          {fact.values.map((value) => (
            <dd key={value}>
              <code className={inlineCode}>{value}</code>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** Allowed values, range, length, default and example of one schema, as a compact description list. */
export function SchemaFacts({ schema }: { schema: SchemaObject }) {
  return <FactList facts={schemaFacts(schema)} />;
}
