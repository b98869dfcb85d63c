import { apiKeys } from "./tables";

/**
 * An API key as the credential check reads it: the accounts module's lookup, run on every /v1
 * request, joins it with its organization's IP allowlist in one prepared statement. `table` is for
 * that statement's FROM; the other fields are the columns other modules may read. Read only: other
 * modules never write through it (keys are created, rotated and revoked by this module's services).
 */
export const apiKeyCredentialJoin = {
  table: apiKeys,
  id: apiKeys.id,
  orgId: apiKeys.orgId,
  name: apiKeys.name,
  secretHash: apiKeys.secretHash,
  scopes: apiKeys.scopes,
  readOnly: apiKeys.readOnly,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
} as const;
