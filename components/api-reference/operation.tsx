import type { ReactNode } from "react";
import { MethodBadge } from "./method-badge";
import type { OperationEntry } from "./operations";
import { ParametersTable } from "./parameters-table";
import { RequestBody } from "./request-body";
import { Responses } from "./responses";
import { Description, InlineText } from "./rich-text";
import { focusRing, mutedText, subheading } from "./styles";
import type { ComponentsObject } from "./types";

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6">
      <h4 className={`${subheading} mb-2`}>{title}</h4>
      {children}
    </div>
  );
}

/** One endpoint: heading (summary), method and path, description, parameters, request body, responses. */
export function Operation({
  entry,
  components,
  authenticated,
}: {
  entry: OperationEntry;
  components: ComponentsObject | undefined;
  authenticated: boolean;
}) {
  const { id, method, path, operation, parameters } = entry;
  const title = operation.summary ?? `${method.toUpperCase()} ${path}`;
  const headingId = `${id}-heading`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        <InlineText text={title} />{" "}
        <a
          href={`#${id}`}
          className={`text-slate-500 no-underline hover:text-sky-800 dark:text-slate-400 dark:hover:text-sky-300 ${focusRing}`}
        >
          <span aria-hidden="true">#</span>
          <span className="sr-only">Link to this endpoint</span>
        </a>
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={method} />
        <code className="font-mono text-sm font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">
          {path}
        </code>
        {operation.deprecated === true && (
          <span className="rounded bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900 dark:bg-rose-950 dark:text-rose-200">
            Deprecated
          </span>
        )}
      </p>
      <p className={`mt-2 text-xs ${mutedText}`}>
        {authenticated ? "Requires a Bearer credential" : "No credential required"}
        {operation.operationId !== undefined && (
          <>
            {" · Operation ID "}
            <code className="font-mono">{operation.operationId}</code>
          </>
        )}
      </p>
      <Description text={operation.description} className="mt-3 text-sm text-slate-800 dark:text-slate-200" />
      {parameters.length > 0 && (
        <Subsection title="Parameters">
          <ParametersTable
            parameters={parameters}
            caption={`Parameters of ${method.toUpperCase()} ${path}`}
            components={components}
          />
        </Subsection>
      )}
      {operation.requestBody !== undefined && (
        <Subsection title="Request body">
          <RequestBody body={operation.requestBody} components={components} />
        </Subsection>
      )}
      {operation.responses !== undefined && (
        <Subsection title="Responses">
          <Responses responses={operation.responses} components={components} />
        </Subsection>
      )}
    </article>
  );
}
