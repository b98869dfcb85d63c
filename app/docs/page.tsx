import type { Metadata } from "next";
import { Conventions } from "@/components/api-reference/conventions";
import { Operation } from "@/components/api-reference/operation";
import { findOperation, groupOperations, requiresAuth } from "@/components/api-reference/operations";
import { Description } from "@/components/api-reference/rich-text";
import { focusRing, link, pageFrame, pageHeading } from "@/components/api-reference/styles";
import { TableOfContents } from "@/components/api-reference/table-of-contents";
import type { OpenApiDocument } from "@/components/api-reference/types";
import { apiFetch } from "@/lib/bff/api-fetch";

export const metadata: Metadata = {
  description: "Reference for the public /v1 API: authentication, endpoints, parameters, request and response schemas.",
};

export const dynamic = "force-dynamic";

const CONVENTIONS_ID = "conventions";

/** GET /api/openapi.json, narrowed to the few fields this page reads. */
async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await apiFetch("/api/openapi.json", { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) {
    throw new Error(`The API did not serve its OpenAPI document (HTTP ${response.status}).`);
  }
  return (await response.json()) as OpenApiDocument;
}

/** The offline API reference, rendered from the OpenAPI document the API serves at /api/openapi.json. */
export default async function ApiReferencePage() {
  const doc = await openApiDocument();
  const components = doc.components;
  const groups = groupOperations(doc);
  const tokenOperation = findOperation(groups, "post", "/api/auth/token");

  return (
    <main className={pageFrame}>
      <a
        href="#endpoints"
        className={`sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900 ${link}`}
      >
        Skip to endpoints
      </a>
      <header className="max-w-3xl">
        <h1 className={pageHeading}>API reference</h1>
        <p className="mt-3 text-base text-slate-700 dark:text-slate-300">
          {doc.info.title}, version {doc.info.version}. Every endpoint, parameter and schema below comes from the
          OpenAPI {doc.openapi} document.
        </p>
        <p className="mt-4">
          <a href="/api/openapi.json" download="openapi.json" className={`${link} ${focusRing}`}>
            Download the OpenAPI document (openapi.json)
          </a>
        </p>
      </header>

      <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="mb-10 lg:sticky lg:top-0 lg:mb-0 lg:max-h-screen lg:self-start lg:overflow-y-auto lg:py-4">
          <TableOfContents id="contents" groups={groups} introId={CONVENTIONS_ID} />
        </aside>
        <div className="min-w-0 space-y-14">
          <Conventions id={CONVENTIONS_ID} tokenHref={tokenOperation ? `#${tokenOperation.id}` : undefined} />
          <div id="endpoints" className="space-y-14">
            {groups.map((group) => (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-6">
                <h2 id={`${group.id}-heading`} className="text-2xl font-bold text-slate-900 dark:text-slate-50">
                  {group.tag}
                </h2>
                <Description text={group.description} className="mt-2 text-sm text-slate-700 dark:text-slate-300" />
                <div className="mt-6 space-y-8">
                  {group.operations.map((entry) => (
                    <Operation
                      key={entry.id}
                      entry={entry}
                      components={components}
                      authenticated={requiresAuth(doc, entry.operation)}
                    />
                  ))}
                </div>
                <p className="mt-4 text-sm">
                  <a href="#contents" className={link}>
                    Back to contents
                  </a>
                </p>
              </section>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
