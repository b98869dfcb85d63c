import { z } from "@hono/zod-openapi";

export const SignupBody = z
  .object({
    organization_name: z.string().trim().min(1).max(200),
    email: z.email().max(320),
    password: z.string().min(12).max(1024).openapi({ description: "At least 12 characters." }),
    first_name: z.string().trim().max(100).nullish(),
    last_name: z.string().trim().max(100).nullish(),
    sample_data: z.boolean().nullish().openapi({ description: "Load a realistic sample portfolio." }),
  })
  .openapi("Signup");

export const SignupResponse = z.object({ organization_id: z.string(), user_id: z.string() }).openapi("SignupResult");

export const TokenBody = z
  .object({ email: z.string().max(320), password: z.string().max(1024) })
  .openapi("TokenRequest");

export const TokenResponse = z
  .object({
    access_token: z.string().openapi({ description: "A dashboard session token (JWT) for `Authorization: Bearer`." }),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().openapi({ description: "Seconds until the token expires." }),
    organization_id: z.string(),
    user_id: z.string(),
  })
  .openapi("Token");

export type SignupInput = z.infer<typeof SignupBody>;
