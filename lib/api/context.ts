import { type ApiScope, apiScopes } from "@/lib/contract/api-scopes";
import type { Queryable } from "@/lib/db/client";

export type Scope = ApiScope;
export const allScopes: readonly Scope[] = apiScopes;

export type OrgRole =
  | "org:admin"
  | "org:member"
  | "org:siloed_member"
  | "org:guest"
  | "org:auxiliary_member"
  | "org:service_account";

export type Actor =
  | { type: "api_key"; keyId: string; keyName: string; scopes: string[]; readOnly?: boolean }
  | { type: "user"; userId: string; role: OrgRole };

export interface Principal {
  orgId: string;
  actor: Actor;
}

/** What every service receives: who is calling, for which org, and the transaction to use. */
export interface ServiceContext extends Principal {
  tx: Queryable;
  requestId: string;
}

export interface ApiVariables {
  requestId: string;
  clientIp: string | null;
  principal: Principal;
}

export type ApiEnv = { Variables: ApiVariables };
