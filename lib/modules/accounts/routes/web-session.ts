import { createRoute, z } from "@hono/zod-openapi";
import { invalidCredential } from "@/lib/api/errors";
import { json, PlainDetail } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { bearerCredential } from "@/lib/auth/bearer";
import { verifyWebAssertion } from "@/lib/auth/web-assertion";
import { activeMemberByEmail, endWebSession, isWebSessionLive } from "../web-sessions";

/**
 * The web half's questions about browser sessions, asked over HTTP like every other call it makes.
 * Each takes `Authorization: Bearer <assertion>` signed with AUTH_SECRET (lib/auth/web-assertion.ts),
 * so only the web half can ask. Internal: left out of the OpenAPI document.
 */

const assertionOf = async <P extends "web_session" | "sso_member">(authorization: string | undefined, purpose: P) => {
  const claims = await verifyWebAssertion(bearerCredential(authorization), purpose);
  if (!claims) {
    throw invalidCredential();
  }
  return claims;
};

const unauthorized = { 401: json(PlainDetail, "Missing, invalid or expired assertion.") };

const checkRoute = createRoute({
  method: "get",
  path: "/api/auth/web-session",
  hide: true,
  security: [],
  responses: {
    200: json(z.object({ live: z.boolean() }), "Whether the browser session is still live."),
    ...unauthorized,
  },
});

const endRoute = createRoute({
  method: "delete",
  path: "/api/auth/web-session",
  hide: true,
  security: [],
  responses: { 204: { description: "The session is signed out." }, ...unauthorized },
});

const ssoMemberRoute = createRoute({
  method: "get",
  path: "/api/auth/sso-member",
  hide: true,
  security: [],
  responses: {
    200: json(
      z.object({ member: z.object({ user_id: z.string(), organization_id: z.string() }).nullable() }),
      "The active member a single sign-on email belongs to, if any.",
    ),
    ...unauthorized,
  },
});

export function registerWebSessionRoutes(app: ApiApp) {
  app.openapi(checkRoute, async (c) => {
    const session = await assertionOf(c.req.header("authorization"), "web_session");
    return c.json({ live: await isWebSessionLive(session) }, 200);
  });
  app.openapi(endRoute, async (c) => {
    const session = await assertionOf(c.req.header("authorization"), "web_session");
    await endWebSession(session.sid);
    return c.body(null, 204);
  });
  app.openapi(ssoMemberRoute, async (c) => {
    const { email } = await assertionOf(c.req.header("authorization"), "sso_member");
    const member = await activeMemberByEmail(email);
    return c.json({ member: member && { user_id: member.userId, organization_id: member.orgId } }, 200);
  });
}
