import type { Schemas } from "./api-call-types";
import { documentForm, type UploadPart } from "./document-files";
import { createVendor, type TestOrg } from "./fixtures";
import { callApi, expectStatus } from "./http";

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

/** A document uploaded through POST /v1/documents, which must answer 201 (postDocument for any other answer). */
export async function uploadedDocument(
  token: string,
  file: { name: string; bytes: Uint8Array | string; type?: string },
  fields: UploadPart[] | Record<string, string | string[]>,
): Promise<Schemas["Document"]> {
  const result = await postDocument(token, file, fields);
  expectStatus(result, 201);
  return result.body;
}

/** A stored text document of a new vendor in `owner` (security suite and other modules' fixtures). */
export async function createDocument(owner: TestOrg, text = "Document fixture text"): Promise<string> {
  const vendor = await createVendor(owner);
  return (await uploadedDocument(owner.token, { name: "fixture.txt", bytes: text }, { vendor_id: vendor.id })).id;
}
