import { organizations } from "./tables";

/**
 * The organizations, for another module's statement that reads a record together with its
 * organization's name or API IP allowlist in one statement (the credential lookup every /v1 request
 * runs, an invitation's lookup by token). Other modules read through it and never write (changes go
 * through the organization's service): `table` is there to join, `id` to join on, the other columns
 * to read.
 */
export const organizationJoin = {
  table: organizations,
  id: organizations.id,
  name: organizations.name,
  apiIpAllowlist: organizations.apiIpAllowlist,
} as const;
