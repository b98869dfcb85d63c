import type { ApiApp } from "@/lib/api/types";
import { registerArchiveDocument } from "./routes/archive";
import { registerUploadDocument } from "./routes/create";
import { registerDownloadDocument } from "./routes/download";
import { registerDocumentFileRoute } from "./routes/file";
import { registerGetDocument } from "./routes/get";
import { registerListDocuments } from "./routes/list";
import { registerUpdateDocument } from "./routes/update";

export { backdateDocuments } from "./backdate";
export {
  type DocumentUpload,
  type KeptDocument,
  keepStoredFileAsDocument,
  receiveDocumentUpload,
} from "./document-intake";
export {
  documentsOfAssessment,
  findDocumentsInOrg,
  linkDocumentsToAssessment,
  liveDocumentIdsOfVendor,
} from "./for-assessments";
export { createGeneratedDocument, discardStoredFile, type GeneratedFile, storeGeneratedFile } from "./generated";
export {
  documentNamesById,
  isLiveDocumentOfVendor,
  latestLiveDocumentsWithText,
  liveDocumentCountsByVendor,
} from "./lookup";
export {
  type DocumentText,
  findDocumentInOrg,
  loadDocumentTexts,
  type StoredUpload,
  storedFilesOf,
} from "./service";
export type { DocumentRow } from "./tables";
export { listVendorDocumentFacts } from "./vendor-facts";

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
