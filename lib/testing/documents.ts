import type { Schemas } from "./api-call-types";
import { documentForm, type UploadPart } from "./document-files";
import { createVendor, type TestOrg } from "./fixtures";
import { type ApiResult, call } from "./http";

export * from "./document-files";

/** POST /v1/documents through the real app. */
export function uploadDocument(
  token: string,
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  fields: UploadPart[] | Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<ApiResult> {
  return call("/v1/documents", { method: "POST", token, rawBody: documentForm(file, fields), headers });
}

/** A stored text document of a new vendor in `owner` (security suite and other modules' fixtures). */
export async function createDocument(owner: TestOrg, text = "Document fixture text"): Promise<string> {
  const vendor = await createVendor(owner);
  const result = await uploadDocument(owner.token, { name: "fixture.txt", bytes: text }, { vendor_id: vendor.id });
  if (result.status !== 201) {
    throw new Error(`document fixture failed: ${result.status} ${result.text}`);
  }
  return (result.body as Schemas["Document"]).id;
}
