import { beforeAll, describe, expect, it } from "vitest";
import type { AccessExtension } from "@/lib/api/access-policy";
import { allScopes, type OrgRole } from "@/lib/api/context";
import { openApiDocument } from "@/lib/api/openapi";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { call, errorDetail } from "@/lib/testing/http";
import { pathParamFixtures } from "@/lib/testing/route-policies";

/**
 * Every route whose policy names admin-only body fields (`x-access.admin_only_fields`): whoever is
 * not an admin dashboard session is refused 403 insufficient_role when the body sets one, however
 * the key's scopes stand, before the body is validated; an admin gets past the check.
 */

interface AdminOnlyOperation {
  method: string;
  template: string;
  fields: string[];
}

function adminOnlyOperations(): AdminOnlyOperation[] {
  return Object.entries(openApiDocument().paths ?? {}).flatMap(([template, item]) =>
    (["post", "put", "patch"] as const).flatMap((method) => {
      const access = (item?.[method] as { "x-access"?: AccessExtension } | undefined)?.["x-access"];
      return access?.admin_only_fields.length
        ? [{ method: method.toUpperCase(), template, fields: access.admin_only_fields }]
        : [];
    }),
  );
}

const NON_ADMIN_ROLES: OrgRole[] = ["org:member", "org:siloed_member", "org:guest", "org:service_account"];
/** Not a valid value of any field: an admin gets past the access check to validation, nothing changes. */
const INVALID_VALUE = "not a valid value";

const operations = adminOnlyOperations();

describe("admin-only body fields", () => {
  let org: TestOrg;
  const refused: { label: string; token: string }[] = [];
  const ownIds: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrg("Admin Only Fields");
    const keys = await Promise.all([
      createKey(org, { name: "standard" }),
      createKey(org, { name: "every scope", scopes: [...allScopes] }),
    ]);
    refused.push(
      { label: "standard ak_ key", token: keys[0].secret },
      { label: "ak_ key with every scope", token: keys[1].secret },
    );
    for (const role of NON_ADMIN_ROLES) {
      refused.push({ label: `${role} token`, token: (await createMember(org, role)).token });
    }
    const params = new Set(
      operations.flatMap((op) => [...op.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "")),
    );
    for (const param of params) {
      const make = pathParamFixtures[param];
      if (!make) {
        throw new Error(`no fixture for path parameter ${param}`);
      }
      ownIds[param] = await make(org);
    }
  });

  it("are declared by the organization update, at least", () => {
    expect(operations.map((op) => `${op.method} ${op.template}`)).toContain("POST /v1/org/{org_id}");
  });

  it.each(operations.map((op) => [`${op.method} ${op.template}`, op] as const))(
    "%s refuses every caller but an admin dashboard session that sets one",
    async (_, op) => {
      const path = op.template.replace(/\{([^}]+)\}/g, (__, name: string) => ownIds[name] ?? "");
      for (const field of op.fields) {
        const body = { [field]: INVALID_VALUE };
        for (const { label, token } of refused) {
          const result = await call<unknown>(path, { method: op.method, token, body });
          expect([result.status, errorDetail(result.body).code], `${label}, ${field}`).toEqual([
            403,
            "insufficient_role",
          ]);
        }
        const admin = await call(path, { method: op.method, token: org.token, body });
        expect([401, 403], `admin, ${field}: ${admin.text}`).not.toContain(admin.status);
      }
    },
  );
});
