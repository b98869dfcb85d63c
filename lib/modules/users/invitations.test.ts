import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Schemas } from "@/lib/testing/api-call-types";
import {
  createKey,
  createMember,
  createOrg,
  createUser,
  invitationToken,
  TEST_PASSWORD,
  type TestOrg,
} from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";
import { userInvitations } from "./tables";

const invite = (token: string, userId: string) => callApi("post", `/v1/users/${userId}/invitation`, { token });
const read = (token: string) => call<unknown>(`/api/auth/invitations/${encodeURIComponent(token)}`);
const accept = (body: Record<string, unknown>) =>
  call<unknown>("/api/auth/invitations/accept", { body: { password: TEST_PASSWORD, ...body } });

async function invitedUser(org: TestOrg, body: Partial<Schemas["CreateUser"]> = {}) {
  const user = await createUser(org, body);
  const link = await invite(org.token, user.id);
  expectStatus(link, 201);
  return { user, link: link.body, token: invitationToken(link.body.invitation_url) };
}

describe("user invitations", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg("Invitations Org");
  });

  it("gives an admin a one-time link valid for 7 days", async () => {
    const user = await createUser(org);
    const now = Math.floor(Date.now() / 1000);
    const result = await invite(org.token, user.id);
    expectStatus(result, 201);
    expect(result.body).toEqual({
      user_id: user.id,
      invitation_url: expect.stringMatching(/^https?:\/\/[^/]+\/invite\/[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(Number),
    });
    expect(Math.abs(result.body.expires_at - (now + 7 * 24 * 3600))).toBeLessThan(5);
  });

  it("is dashboard-only and admin-only", async () => {
    const user = await createUser(org);
    const key = await createKey(org, { scopes: ["keys:manage"] });
    const byKey = await invite(key.secret, user.id);
    expect([byKey.status, byKey.body]).toEqual([401, { detail: "Unauthorized role." }]);
    const member = await createMember(org, "org:member");
    const byMember = await invite(member.token, user.id);
    expectStatus(byMember, 403);
    expect(byMember.body.detail.code).toBe("insufficient_role");
  });

  it("refuses users who joined already, archived users, and unknown or foreign users", async () => {
    const joined = await invite(org.token, org.userId);
    expectStatus(joined, 409);
    expect(joined.body.detail.code).toBe("user_already_joined");
    const user = await createUser(org);
    await callApi("patch", `/v1/users/${user.id}`, { token: org.token, body: { is_archived: true } });
    const archived = await invite(org.token, user.id);
    expectStatus(archived, 409);
    expect(archived.body.detail.code).toBe("user_archived");
    const foreign = await createUser(await createOrg());
    const result = await invite(org.token, foreign.id);
    expectStatus(result, 404);
    expect(result.body.detail.code).toBe("user_not_found");
  });

  it("tells the invitee who the link is for, without a credential", async () => {
    const { user, token, link } = await invitedUser(org, { first_name: "Ivy" });
    const result = await read(token);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      email: user.email,
      first_name: "Ivy",
      last_name: null,
      organization_name: "Invitations Org",
      expires_at: link.expires_at,
    });
    for (const bad of ["nope", "x".repeat(43)]) {
      const unknown = await read(bad);
      expect([unknown.status, errorDetail(unknown.body).code]).toEqual([404, "invitation_not_found"]);
    }
  });

  it("accepting sets the password and names, activates the membership, and works once", async () => {
    const { user, token } = await invitedUser(org);
    const result = await accept({ token, first_name: "Ida", last_name: "Joined" });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ organization_id: org.orgId, user_id: user.id, email: user.email });
    const stored = await callApi("get", `/v1/users/${user.id}`, { token: org.token });
    expect(stored.body).toMatchObject({ status: "active", first_name: "Ida", last_name: "Joined", role: "org:member" });
    const signIn = await call<Schemas["Token"]>("/api/auth/token", {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(bodyAt(await callApi("get", "/v1/whoami", { token: signIn.body.access_token }), 200).user_id).toBe(user.id);
    for (const again of [await accept({ token, password: "another long password" }), await read(token)]) {
      expect([again.status, errorDetail(again.body).code]).toEqual([404, "invitation_not_found"]);
    }
    const newLink = await invite(org.token, user.id);
    expect(bodyAt(newLink, 409).detail.code).toBe("user_already_joined");
  });

  it("validates the password and token", async () => {
    const { token } = await invitedUser(org);
    const short = await accept({ token, password: "short" });
    expect([short.status, validationIssues(short.body)[0]?.loc]).toEqual([422, ["body", "password"]]);
    expect((await accept({ password: TEST_PASSWORD, token: undefined })).status).toBe(422);
    expect((await read(token)).status).toBe(200);
  });

  it("a new link replaces the earlier one", async () => {
    const { user, token: first } = await invitedUser(org);
    const second = invitationToken(bodyAt(await invite(org.token, user.id), 201).invitation_url);
    expect((await read(first)).status).toBe(404);
    expect((await accept({ token: first })).status).toBe(404);
    expect((await accept({ token: second })).status).toBe(200);
  });

  it("an expired link answers 410 invitation_expired", async () => {
    const { token } = await invitedUser(org);
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await db()
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.tokenHash, tokenHash));
    for (const result of [await read(token), await accept({ token })]) {
      expect([result.status, errorDetail(result.body).code]).toEqual([410, "invitation_expired"]);
    }
  });

  it("archiving the user voids their pending link", async () => {
    const { user, token } = await invitedUser(org);
    await callApi("patch", `/v1/users/${user.id}`, { token: org.token, body: { is_archived: true } });
    expect((await accept({ token })).status).toBe(404);
    const stored = await callApi("get", `/v1/users/${user.id}`, { token: org.token });
    expect(stored.body).toMatchObject({ status: "inactive", is_archived: true });
  });

  it("two accepts of one link at once: exactly one succeeds", async () => {
    const { token } = await invitedUser(org);
    const results = await Promise.all([accept({ token }), accept({ token, password: "a different passphrase" })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 404]);
  });
});
