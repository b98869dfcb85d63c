import { z } from "@hono/zod-openapi";
import { paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { acceptedRoleValues, canonicalRole, orgRoles } from "./roles";

const RoleInput = z.enum(acceptedRoleValues).transform(canonicalRole).openapi({
  description:
    "An org role value. Aliases: `member`, `basic_member` and `org:basic_member` mean `org:member`; `admin` means `org:admin`.",
  example: "org:member",
});

const NameInput = z.string().trim().max(100);

export const UserSchema = z
  .object({
    id: z.string().openapi({ example: "cbuser_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99" }),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.enum(orgRoles).nullable().openapi({ description: "Org role value for the caller's organization." }),
    status: z
      .enum(["invited", "active", "inactive"])
      .nullable()
      .openapi({ description: "Org membership status: invited (created, not yet joined), active, or inactive." }),
    is_archived: z.boolean().openapi({ description: "true once deprovisioned." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("User");

export const UserListSchema = z
  .object({
    items: z.array(UserSchema),
    total: z.number().int().openapi({ description: "Full count of the filtered set; 0 or 1 for an email lookup." }),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .openapi("UserList");

export const CreateUserBody = z
  .object({
    email: z.email().max(320).openapi({ description: "Matched case-insensitively.", example: "dana@example.com" }),
    first_name: NameInput.nullish(),
    last_name: NameInput.nullish(),
    role: RoleInput.nullish().openapi({ description: "Defaults to org:member." }),
  })
  .openapi("CreateUser");

export const UpdateUserBody = z
  .object({
    role: RoleInput.nullish(),
    is_archived: z
      .boolean()
      .nullish()
      .openapi({ description: "true archives (membership inactive); false reactivates (membership active)." }),
  })
  .openapi("UpdateUser");

export const ListUsersQuery = z.object({
  email: z.string().max(320).optional().openapi({
    description:
      "Case-insensitive exact match. Returns the user even if archived; include_archived, limit and offset are then ignored.",
  }),
  search: z.string().max(200).optional().openapi({
    description: "Extension: case-insensitive substring of the first name, last name, full name or email.",
  }),
  include_archived: queryBoolean(false).openapi({ description: "Include archived users. Default false." }),
  ...paginationQuery(),
});

export const UserIdParam = z.object({
  user_id: z
    .string()
    .openapi({ param: { name: "user_id", in: "path" }, example: "cbuser_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99" }),
});

export const InvitationLinkSchema = z
  .object({
    user_id: z.string(),
    invitation_url: z.string().openapi({ description: "The one-time link to hand to the user. Shown once only." }),
    expires_at: timestamp,
  })
  .openapi("UserInvitationLink");

export const InvitationTokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: "token", in: "path" } }),
});

export const InvitationDetailsSchema = z
  .object({
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    organization_name: z.string(),
    expires_at: timestamp,
  })
  .openapi("InvitationDetails");

export const AcceptInvitationBody = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().min(12).max(1024).openapi({ description: "At least 12 characters." }),
    first_name: NameInput.nullish(),
    last_name: NameInput.nullish(),
  })
  .openapi("AcceptInvitation");

export const AcceptedInvitationSchema = z
  .object({ organization_id: z.string(), user_id: z.string(), email: z.string() })
  .openapi("AcceptedInvitation");

export type User = z.output<typeof UserSchema>;
export type CreateUserInput = z.output<typeof CreateUserBody>;
export type UpdateUserInput = z.output<typeof UpdateUserBody>;
export type ListUsersInput = z.output<typeof ListUsersQuery>;
export type AcceptInvitationInput = z.output<typeof AcceptInvitationBody>;
