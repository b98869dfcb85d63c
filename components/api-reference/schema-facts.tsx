import { type SchemaFact, schemaFacts } from "./schema-utils";
import { inlineCode } from "./styles";
import type { SchemaObject } from "./types";

export function FactList({ facts }: { facts: SchemaFact[] }) {
  if (facts.length === 0) {
    return null;
  }
  return (
    <dl className="ref-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="ref-fact">
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
