import type { Metadata } from "next";
import { CONVENTIONS_ID, Conventions } from "@/components/api-reference/conventions";
import { loadOpenApiDocument } from "@/components/api-reference/load-document";
import { MovedAnchors } from "@/components/api-reference/moved-anchors";
import {
  endpointCount,
  groupOperations,
  movedAnchors,
  operationHref,
  referenceHref,
} from "@/components/api-reference/operations";
import { ReferenceFrame } from "@/components/api-reference/reference-frame";
import { Description } from "@/components/api-reference/rich-text";
import { focusRing, link, mutedText } from "@/components/api-reference/styles";

export const metadata: Metadata = {
  description: "Reference for the public /v1 API: authentication, endpoints, parameters, request and response schemas.",
};

export const dynamic = "force-dynamic";

/**
 * The offline API reference's overview, rendered from the OpenAPI document the API serves at
 * /api/openapi.json: its conventions and the areas of the API, each on a page of its own. Every
 * operation on one page came to 14 MB of HTML, which a browser took seconds to lay out.
 */
export default async function ApiReferencePage() {
  const doc = await loadOpenApiDocument();
  const groups = groupOperations(doc);
  const operationCount = groups.reduce((sum, group) => sum + group.operations.length, 0);

  return (
    <ReferenceFrame
      heading="API reference"
      groups={groups}
      intro={
        <>
          <p className="mt-3 text-base text-slate-700 dark:text-slate-300">
            {doc.info.title}, version {doc.info.version}. Every endpoint, parameter and schema of this reference comes
            from the OpenAPI {doc.openapi} document.
          </p>
          <p className="mt-4">
            <a href="/api/openapi.json" download="openapi.json" className={`${link} ${focusRing}`}>
              Download the OpenAPI document (openapi.json)
            </a>
          </p>
        </>
      }
    >
      <MovedAnchors targets={movedAnchors(groups)} />
      <Conventions id={CONVENTIONS_ID} tokenHref={operationHref(groups, "post", "/api/auth/token")} />
      <section aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-50">
          Endpoints by area
        </h2>
        <p className={`mt-2 text-sm ${mutedText}`}>
          {endpointCount(operationCount)} in {groups.length} areas, each area on its own page.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <li
              key={group.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-base font-semibold">
                <a href={referenceHref(group)} className={link}>
                  {group.tag}
                </a>
              </h3>
              <p className={`mt-1 text-xs ${mutedText}`}>{endpointCount(group.operations.length)}</p>
              <Description text={group.description} className="mt-2 text-sm text-slate-700 dark:text-slate-300" />
            </li>
          ))}
        </ul>
      </section>
    </ReferenceFrame>
  );
}
