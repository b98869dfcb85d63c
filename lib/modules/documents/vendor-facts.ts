import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { documents } from "./tables";

/** A vendor's live (not archived) documents, as a fact sheet may cite them. */
export async function listVendorDocumentFacts(q: Queryable, orgId: string, vendorId: string) {
  return q
    .select({ id: documents.id, name: documents.name, document_type: documents.documentType })
    .from(documents)
    .where(inOrg(documents, orgId, and(eq(documents.vendorId, vendorId), eq(documents.isArchived, false))))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}
