import { eq } from "drizzle-orm";
import type { ApiApp } from "@/lib/api/types";
import { inOrg } from "@/lib/db/tenant";
import { registerReferenceLookup } from "@/lib/lookups/registry";
import { registerArchiveDocument } from "./routes/archive";
import { registerUploadDocument } from "./routes/create";
import { registerDownloadDocument } from "./routes/download";
import { registerDocumentFileRoute } from "./routes/file";
import { registerGetDocument } from "./routes/get";
import { registerListDocuments } from "./routes/list";
import { registerUpdateDocument } from "./routes/update";
import { documents } from "./tables";

export { type DocumentText, loadDocumentTexts } from "./service";

// Obligations (vendor_document_id) and other modules find an organization's documents here.
registerReferenceLookup("document", async (q, orgId, id) => {
  const [row] = await q
    .select({ vendorId: documents.vendorId })
    .from(documents)
    .where(inOrg(documents, orgId, eq(documents.id, id)))
    .limit(1);
  return row ? { vendorId: row.vendorId } : null;
});

export function registerDocumentRoutes(app: ApiApp) {
  registerListDocuments(app);
  registerUploadDocument(app);
  registerGetDocument(app);
  registerUpdateDocument(app);
  registerArchiveDocument(app);
  registerDownloadDocument(app);
}

/** The presigned download route: outside /v1, so no credential middleware applies. */
export { registerDocumentFileRoute };
