import { describe, expect, it } from "vitest";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg } from "@/lib/testing/fixtures";

const ADMIN_ACTOR = (userId: string) => ({ type: "user", id: userId, name: "Ada Admin" });

describe("sign-up in the change log", () => {
  it("records the new organization and its first admin, both made by that admin", async () => {
    const org = await createOrg("Change Log Co");
    const [organization] = await changesOf(org, "organization", org.orgId);
    expect(organization).toMatchObject({
      action: "created",
      entity_name: "Change Log Co",
      actor: ADMIN_ACTOR(org.userId),
    });
    expect(organization?.changes).toContainEqual({ field: "name", before: null, after: "Change Log Co" });

    const [admin] = await changesOf(org, "user", org.userId);
    expect(admin).toMatchObject({ action: "created", entity_name: "Ada Admin", actor: ADMIN_ACTOR(org.userId) });
    expect(admin?.changes).toEqual(
      expect.arrayContaining([
        { field: "email", before: null, after: org.email },
        { field: "role", before: null, after: "org:admin" },
        { field: "status", before: null, after: "active" },
      ]),
    );
    expect(JSON.stringify(admin)).not.toMatch(/password/i);
  });

  it("never shows another organization's sign-up", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    expect(await changesOf(org, "organization", other.orgId)).toEqual([]);
    expect(await changesOf(org, "user", other.userId)).toEqual([]);
  });
});
