import { documentForm, type UploadPart } from "./document-files";
import { createVendor, type TestOrg } from "./fixtures";
import { type ApiResult, callApi, expectStatus } from "./http";

export * from "./document-files";

/** POST /v1/documents through the real app, the answer typed from the OpenAPI document (see callApi). */
export function postDocument(
  token: string,
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  fields: UploadPart[] | Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  return callApi("post", "/v1/documents", { token, rawBody: documentForm(file, fields), headers });
}

/** POST /v1/documents through the real app (an untyped answer; postDocument types it). */
export function uploadDocument(
  token: string,
  file: { name: string; bytes: Uint8Array | string; type?: string } | null,
  fields: UploadPart[] | Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<ApiResult> {
  return postDocument(token, file, fields, headers);
}

/** A stored text document of a new vendor in `owner` (security suite and other modules' fixtures). */
export async function createDocument(owner: TestOrg, text = "Document fixture text"): Promise<string> {
  const vendor = await createVendor(owner);
  const result = await postDocument(owner.token, { name: "fixture.txt", bytes: text }, { vendor_id: vendor.id });
  expectStatus(result, 201);
  return result.body.id;
}
