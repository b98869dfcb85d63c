import type { ApiApp } from "@/lib/api/types";
import { MAX_UPLOAD_BYTES } from "@/lib/contract/document-limits";
import { errorBody } from "@/lib/contract/error-codes";
import { verifyPresigned } from "@/lib/storage/presign";
import { receiveUploadedBytes, uploadPath } from "../service";

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const refusals = {
  invalid: [403, errorBody("invalid_signature", "This upload address is not valid. Request a new one from the API.")],
  expired: [403, errorBody("link_expired", "This upload address has expired. Request a new one from the API.")],
  not_found: [404, errorBody("not_found", "No upload is waiting at this address.")],
  already_used: [409, errorBody("upload_already_used")],
  too_large: [413, errorBody("file_too_large", `The file is larger than ${MAX_UPLOAD_BYTES} bytes.`)],
  empty: [422, { detail: [{ loc: ["body"], msg: "The upload has no bytes", type: "missing" }] }],
} as const;

/**
 * PUT /files/uploads/{upload_id}?expires=…&signature=…: the signed upload address of
 * GET /v1/file/uploadable_url when files are kept under DATA_DIR. Outside /v1: the signature is
 * the credential, so no Authorization header is needed (or read).
 */
export function registerUploadPutRoute(app: ApiApp) {
  app.put("/files/uploads/:upload_id", async (c) => {
    const uploadId = c.req.param("upload_id");
    const check = verifyPresigned(uploadPath(uploadId), new URL(c.req.url).searchParams, Date.now(), "PUT");
    if (check !== "valid") {
      await c.req.raw.body?.cancel().catch(() => undefined);
      const [status, body] = refusals[check];
      return answer(status, body);
    }
    const outcome = await receiveUploadedBytes(uploadId, c.req.raw);
    if (!outcome.ok) {
      const [status, body] = refusals[outcome.reason];
      return answer(status, body);
    }
    return answer(200, { size: outcome.size, sha256: outcome.sha256 });
  });
}
