import { Readable } from "node:stream";
import type { ApiApp } from "@/lib/api/types";
import { errorBody, errorCodes } from "@/lib/contract/error-codes";
import { blobSize, openBlob } from "@/lib/storage/blobs";
import { attachmentDisposition } from "@/lib/storage/content-disposition";
import { verifyPresigned } from "@/lib/storage/presign";
import { downloadPath, findPresignedDocument } from "../service";

const denied = (code: "invalid_signature" | "link_expired") =>
  Response.json(errorBody(code), { status: errorCodes[code].status, headers: { "cache-control": "no-store" } });

/**
 * GET /files/documents/{document_id}?expires=…&signature=…: the presigned download. Outside /v1
 * (no Authorization: the signature is the credential); the original bytes stream as an attachment.
 * An archived document answers 404, whatever the URL's expiry.
 */
export function registerDocumentFileRoute(app: ApiApp) {
  app.get("/files/documents/:document_id", async (c) => {
    const documentId = c.req.param("document_id");
    const url = new URL(c.req.url);
    const check = verifyPresigned(downloadPath(documentId), url.searchParams);
    if (check === "invalid") {
      return denied("invalid_signature");
    }
    if (check === "expired") {
      return denied("link_expired");
    }
    const row = await findPresignedDocument(documentId);
    const size = row?.storageKey ? await blobSize(row.storageKey) : null;
    const stream = row?.storageKey && size !== null ? await openBlob(row.storageKey) : null;
    if (!row || size === null || !stream) {
      return c.json(errorBody("document_not_found"), errorCodes.document_not_found.status);
    }
    const body = Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: {
        "content-type": "application/octet-stream",
        "content-length": String(size),
        "content-disposition": attachmentDisposition(row.fileName),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      },
    });
  });
}
