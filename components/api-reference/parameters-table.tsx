import { cn, focusRing } from "@/components/ui/cn";
import { resolveForDisplay } from "./resolve-ref";
import { Description } from "./rich-text";
import { SchemaFacts } from "./schema-facts";
import { isNullable, typeLabel } from "./schema-utils";
import { mutedText } from "./styles";
import type { ComponentsObject, ParameterObject } from "./types";

const cell = "border-b border-slate-200 px-3 py-2 align-top dark:border-slate-800";
const headCell = `${cell} border-slate-300 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:border-slate-700 dark:text-slate-300`;

function ParameterRow({
  parameter,
  components,
}: {
  parameter: ParameterObject;
  components: ComponentsObject | undefined;
}) {
  const schema = parameter.schema ?? {};
  const shown = resolveForDisplay(schema, { components, seen: [], depth: 0 }).schema;
  const required = parameter.required === true || parameter.in === "path";
  return (
    <tr>
      <th scope="row" className={`${cell} text-left font-normal`}>
        <code className="font-mono font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-slate-50">
          {parameter.name}
        </code>
        {parameter.deprecated === true && <span className={`block text-xs ${mutedText}`}>deprecated</span>}
      </th>
      <td className={cell}>{parameter.in}</td>
      <td className={cell}>
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{typeLabel(schema)}</span>
        {(isNullable(schema) || isNullable(shown)) && <span className={`block text-xs ${mutedText}`}>nullable</span>}
      </td>
      <td className={cell}>
        {required ? <span className="font-semibold text-rose-800 dark:text-rose-300">Yes</span> : "No"}
      </td>
      <td className={cell}>
        <Description text={parameter.description ?? shown.description} />
        <SchemaFacts schema={shown} />
      </td>
    </tr>
  );
}

/** Path, query, header and cookie parameters as a table with row headers. */
export function ParametersTable({
  parameters,
  caption,
  components,
}: {
  parameters: ParameterObject[];
  caption: string;
  components: ComponentsObject | undefined;
}) {
  return (
    // A phone scrolls the table in its own box, never the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
    <section aria-label={caption} tabIndex={0} className={cn("relative overflow-x-auto", focusRing)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Name
            </th>
            <th scope="col" className={headCell}>
              In
            </th>
            <th scope="col" className={headCell}>
              Type
            </th>
            <th scope="col" className={headCell}>
              Required
            </th>
            <th scope="col" className={`${headCell} w-1/2`}>
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <ParameterRow key={`${parameter.in}:${parameter.name}`} parameter={parameter} components={components} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
