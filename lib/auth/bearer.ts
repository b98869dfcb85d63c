import type { Principal } from "@/lib/api/context";
import { notAuthenticated } from "@/lib/api/errors";

export interface ResolvedCredential {
  principal: Principal;
  /** The org's IP allowlist; it binds ak_ keys only. */
  ipAllowlist: string[] | null;
}

export function bearerCredential(authorization: string | undefined): string {
  if (!authorization) {
    throw notAuthenticated();
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) {
    throw notAuthenticated();
  }
  return match[1];
}

/** Tells who a request's Authorization header is (or throws the 401); the API app's authentication runs it. */
export type CredentialResolver = (authorization: string | undefined) => Promise<ResolvedCredential>;
