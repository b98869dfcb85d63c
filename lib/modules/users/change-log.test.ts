import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createOrg, createUser, invitationToken, TEST_PASSWORD } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";

describe("users in the change log", () => {
  it("records creation, invitation, joining, a role change, sessions revoked, archive and return", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const user = await createUser(org, { first_name: "Grace", last_name: "Hopper", role: "org:member" });
    const invitation = await callApi("post", `/v1/users/${user.id}/invitation`, { token: org.token });
    expectStatus(invitation, 201);
    const token = invitationToken(invitation.body.invitation_url);
    const accepted = await call("/api/auth/invitations/accept", { body: { token, password: TEST_PASSWORD } });
    expect(accepted.status, accepted.text).toBe(200);
    const patch = async (body: Schemas["UpdateUser"]) => {
      const result = await callApi("patch", `/v1/users/${user.id}`, { token: org.token, body });
      expectStatus(result, 200);
    };
    await patch({ role: "org:admin" });
    await patch({ role: "org:admin" });
    const revoked = await callApi("post", `/v1/users/${user.id}/sessions/revoke`, { token: org.token });
    expectStatus(revoked, 204);
    await patch({ is_archived: true });
    await patch({ is_archived: false });

    const entries = await changesOf(org, "user", user.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "reactivated",
      "archived",
      "sessions_revoked",
      "updated",
      "joined",
      "invited",
      "created",
    ]);
    const admin = { type: "user", id: org.userId, name: "Ada Admin" };
    const [reactivated, archived, , roleChange, joined, , created] = entries;
    expect(created).toMatchObject({ entity_name: "Grace Hopper", actor: admin });
    expect(changeOf(created, "email")).toEqual({ field: "email", before: null, after: user.email });
    expect(joined?.actor).toEqual({ type: "user", id: user.id, name: "Grace Hopper" });
    expect(changeOf(joined, "status")).toEqual({ field: "status", before: "invited", after: "active" });
    expect(roleChange?.changes).toEqual([{ field: "role", before: "org:member", after: "org:admin" }]);
    expect(changeOf(archived, "is_archived")).toEqual({ field: "is_archived", before: false, after: true });
    expect(changeOf(reactivated, "is_archived")).toEqual({ field: "is_archived", before: true, after: false });

    const log = await callApi("get", "/v1/change_log?limit=200", { token: org.token });
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain(TEST_PASSWORD);
    expect(await changesOf(other, "user", user.id)).toEqual([]);
  });
});
