import { StatusBadge } from "./method-badge";
import { resolveResponse } from "./resolve-ref";
import { Description } from "./rich-text";
import { SchemaView } from "./schema-view";
import { focusRing, inlineCode, mutedText } from "./styles";
import type { ComponentsObject, ReferenceObject, ResponseObject } from "./types";

function ResponseItem({
  code,
  response,
  components,
}: {
  code: string;
  response: ResponseObject | undefined;
  components: ComponentsObject | undefined;
}) {
  const content = Object.entries(response?.content ?? {});
  const success = code.startsWith("2");
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <span className="sr-only">Status </span>
        <StatusBadge code={code} />
        <Description text={response?.description} className="text-sm" />
      </div>
      {content.length === 0 && <p className={`mt-1 sm:pl-[4.25rem] text-xs ${mutedText}`}>No response body.</p>}
      {content.map(([contentType, media]) =>
        media.schema === undefined ? null : (
          <details key={contentType} open={success} className="mt-2 sm:pl-[4.25rem]">
            <summary className={`cursor-pointer text-xs font-medium text-slate-700 dark:text-slate-300 ${focusRing}`}>
              Response body, <code className={inlineCode}>{contentType}</code>
            </summary>
            <div className="mt-2">
              <SchemaView schema={media.schema} components={components} showExample={success} />
            </div>
          </details>
        ),
      )}
    </li>
  );
}

/** Every documented status code with its description; success bodies open, error bodies collapsed. */
export function Responses({
  responses,
  components,
}: {
  responses: Record<string, ResponseObject | ReferenceObject>;
  components: ComponentsObject | undefined;
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {Object.entries(responses).map(([code, response]) => (
        <ResponseItem key={code} code={code} response={resolveResponse(response, components)} components={components} />
      ))}
    </ul>
  );
}
