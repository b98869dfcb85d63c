import { apiScopeDefinitions } from "@/lib/contract/api-scopes";
import type { ApiKeyRecord, ApiKeyScope, CreateApiKeyInput } from "@/lib/web/hooks/api-keys";
import { isAdmin, type WhoAmI } from "@/lib/web/use-whoami";

// Pure logic of the API keys page, kept apart from the components so it can be unit-tested.

export type ApiKeyStatus = "active" | "rotating" | "revoked" | "expired";

/**
 * Revoked wins over expired: revoking is the deliberate act worth showing. A rotated key whose old
 * secret still works (the rotation's overlap, `revokes_at`) is rotating.
 */
export function keyStatus(
  key: Pick<ApiKeyRecord, "revoked" | "expired"> & Partial<Pick<ApiKeyRecord, "revokes_at">>,
): ApiKeyStatus {
  if (key.revoked) {
    return "revoked";
  }
  if (key.expired) {
    return "expired";
  }
  return key.revokes_at ? "rotating" : "active";
}

export const statusLabels: Record<ApiKeyStatus, string> = {
  active: "Active",
  rotating: "Rotating",
  revoked: "Revoked",
  expired: "Expired",
};

/** The scopes to show: what the key was granted, also once it is revoked (its `scopes` then reads []). */
export const shownScopes = (key: Pick<ApiKeyRecord, "scopes"> & Partial<Pick<ApiKeyRecord, "granted_scopes">>) =>
  key.granted_scopes ?? key.scopes;

const HOUR = 60 * 60;

/** How long a rotated key's old secret keeps working (the API allows 0 to 24 hours). */
export const OVERLAP_OPTIONS = [
  { value: "0", label: "No overlap: stops at once" },
  { value: String(HOUR), label: "1 hour" },
  { value: String(24 * HOUR), label: "24 hours" },
] as const;

export type OverlapChoice = (typeof OVERLAP_OPTIONS)[number]["value"];

/** The rotate body: nothing for no overlap (the specification's rotation), else `overlap_seconds`. */
export function rotateBody(choice: OverlapChoice): { overlap_seconds: number } | undefined {
  const seconds = Number(choice);
  return seconds > 0 ? { overlap_seconds: seconds } : undefined;
}

export interface ScopeOption {
  value: ApiKeyScope;
  label: string;
  description: string;
}

export const SCOPE_OPTIONS: readonly ScopeOption[] = apiScopeDefinitions;

/** Scopes can be granted only from an admin's dashboard session, so only admins are offered them. */
export function scopeOptionsFor(whoami: WhoAmI | undefined): readonly ScopeOption[] {
  return isAdmin(whoami) && whoami?.credential_type === "session" ? SCOPE_OPTIONS : [];
}

/** Key management is admin-only (everyone else gets 403 insufficient_role). */
export function canManageKeys(whoami: WhoAmI | undefined): boolean {
  return isAdmin(whoami);
}

const DAY = 24 * 60 * 60;

export const EXPIRY_OPTIONS = [
  { value: "never", label: "Never" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In 365 days" },
] as const;

export type ExpiryChoice = (typeof EXPIRY_OPTIONS)[number]["value"];

export function expirySeconds(choice: ExpiryChoice): number | undefined {
  return choice === "never" ? undefined : Number(choice) * DAY;
}

export interface CreateKeyFormValues {
  name: string;
  expiry: ExpiryChoice;
  scopes: ApiKeyScope[];
  readOnly: boolean;
}

/** The POST /v1/api-keys body; scopes are only sent when they may be granted and some are chosen. */
export function createKeyBody(values: CreateKeyFormValues, grantable: readonly ScopeOption[]): CreateApiKeyInput {
  const allowed = new Set(grantable.map((option) => option.value));
  const scopes = values.scopes.filter((scope) => allowed.has(scope));
  const seconds = expirySeconds(values.expiry);
  return {
    name: values.name.trim(),
    ...(seconds === undefined ? {} : { seconds_until_expiration: seconds }),
    ...(scopes.length > 0 ? { scopes } : {}),
    ...(values.readOnly ? { read_only: true } : {}),
  };
}

export function keyLabel(key: Pick<ApiKeyRecord, "name">): string {
  return key.name?.trim() || "Unnamed key";
}

/** Newest first; keys without a creation time last. */
export function sortKeys(keys: readonly ApiKeyRecord[]): ApiKeyRecord[] {
  return [...keys].sort((a, b) => (b.created_at ?? -1) - (a.created_at ?? -1));
}
