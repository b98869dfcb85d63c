/** The org role values a user record carries (GET /v1/users/{user_id}). */
export const orgRoles = [
  "org:admin",
  "org:member",
  "org:siloed_member",
  "org:guest",
  "org:auxiliary_member",
  "org:service_account",
] as const;
