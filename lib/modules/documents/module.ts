import { eq } from "drizzle-orm";
import { anyCredential } from "@/lib/api/access-policy";
import { inOrg } from "@/lib/db/tenant";
import { defineModule } from "../descriptor";
import { registerDocumentFileRoute, registerDocumentRoutes } from ".";
import { classifyDocumentJob } from "./jobs";
import { documents } from "./tables";

export const documentsModule = defineModule({
  name: "documents",
  routes: registerDocumentRoutes,
  changeLog: [{ entityType: "document", readers: anyCredential }],
  // The presigned download: outside /v1, so no credential middleware applies.
  publicRoutes: registerDocumentFileRoute,
  jobs: [classifyDocumentJob],
  // Obligations (vendor_document_id) and other modules find an organization's documents here.
  referenceLookups: [
    {
      kind: "document",
      find: async (q, orgId, id) => {
        const [row] = await q
          .select({ vendorId: documents.vendorId })
          .from(documents)
          .where(inOrg(documents, orgId, eq(documents.id, id)))
          .limit(1);
        return row ? { vendorId: row.vendorId } : null;
      },
    },
  ],
});
