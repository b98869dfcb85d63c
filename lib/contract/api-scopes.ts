/**
 * The scopes an admin can grant to an ak_ key, with what each unlocks. A key without scopes is a
 * standard integration key. Read by the API (validation, access policies) and the keys page.
 */
export const apiScopeDefinitions = [
  { value: "keys:manage", label: "Manage API keys", description: "List, create, rotate and revoke API keys." },
  { value: "audit:read", label: "Read the audit log", description: "Read the system audit log of API calls." },
  {
    value: "banking:read",
    label: "Read full bank details",
    description: "Receive full bank account values on the supplier bank account list (otherwise masked).",
  },
  {
    value: "review:sensitive_changes",
    label: "Apply bank changes without review",
    description: "Bank account writes apply at once instead of waiting for a reviewer.",
  },
] as const;

export type ApiScope = (typeof apiScopeDefinitions)[number]["value"];

export const apiScopes = apiScopeDefinitions.map((scope) => scope.value) as [ApiScope, ...ApiScope[]];
