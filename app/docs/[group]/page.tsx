import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GroupTitle } from "@/components/api-reference/group-title";
import { loadOpenApiDocument } from "@/components/api-reference/load-document";
import { Operation } from "@/components/api-reference/operation";
import { endpointCount, groupOperations, requiresAuth } from "@/components/api-reference/operations";
import { ReferenceFrame } from "@/components/api-reference/reference-frame";
import { Description } from "@/components/api-reference/rich-text";
import { link, mutedText } from "@/components/api-reference/styles";

export const metadata: Metadata = {
  description: "One area of the public /v1 API: its endpoints, parameters, request and response schemas.",
};

export const dynamic = "force-dynamic";

/** One area (tag) of the API reference: every operation of it, in the OpenAPI document's order. */
export default async function ApiReferenceGroupPage({ params }: { params: Promise<{ group: string }> }) {
  const { group: slug } = await params;
  const doc = await loadOpenApiDocument();
  const groups = groupOperations(doc);
  const group = groups.find((candidate) => candidate.slug === slug);
  if (group === undefined) {
    notFound();
  }
  return (
    <ReferenceFrame
      heading={group.tag}
      groups={groups}
      current={group}
      intro={
        <>
          <GroupTitle name={group.tag} />
          <p className="mt-3 text-sm">
            <a href="/docs" className={link}>
              API reference
            </a>
            <span className={mutedText}> · {endpointCount(group.operations.length)}</span>
          </p>
          <Description text={group.description} className="mt-3 text-base text-slate-700 dark:text-slate-300" />
        </>
      }
    >
      <div className="space-y-8">
        {group.operations.map((entry) => (
          <Operation
            key={entry.id}
            entry={entry}
            components={doc.components}
            authenticated={requiresAuth(doc, entry.operation)}
          />
        ))}
      </div>
    </ReferenceFrame>
  );
}
