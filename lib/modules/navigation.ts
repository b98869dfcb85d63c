import { z } from "@hono/zod-openapi";
import { apiRoles, dashboardRoles } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import type { OrgModules } from "@/lib/extensions/module-switches";
import type { ModuleDescriptor, NavigationEntry } from "./descriptor";
import { moduleSwitches } from "./org/switches";

const NavigationLinkSchema = z.object({ label: z.string(), href: z.string() });

const NavigationItemSchema = z
  .object({
    label: z.string(),
    href: z.string(),
    icon: z.string().nullable().openapi({ description: "SVG path data of a 20×20 stroked icon." }),
    children: z.array(NavigationLinkSchema),
  })
  .openapi("NavigationItem");

const NavigationSchema = z.object({ items: z.array(NavigationItemSchema) }).openapi("Navigation");

export type NavigationItem = z.infer<typeof NavigationItemSchema>;

/**
 * The sidebar of an organization with these switches: every module's entries by position, those of a
 * module (or entry) gated by a switch that is off left out, and `under` entries as their section's children.
 */
export function navigationItems(modules: readonly ModuleDescriptor[], switches: Partial<OrgModules>): NavigationItem[] {
  const visible = modules
    .flatMap((module) => (module.navigation ?? []).map((entry) => ({ ...entry, gate: entry.gate ?? module.gate })))
    .filter((entry) => !entry.gate || switches[entry.gate] !== false)
    .sort((a, b) => a.position - b.position);
  const sections = visible.filter((entry) => !entry.under);
  const childrenOf = (section: NavigationEntry) => [
    ...(section.children ?? []),
    ...visible.filter((entry) => entry.under === section.href).map(({ label, href }) => ({ label, href })),
  ];
  return sections.map((section) => ({
    label: section.label,
    href: section.href,
    icon: section.icon ?? null,
    children: childrenOf(section),
  }));
}

const route = defineRoute({
  method: "get",
  path: "/v1/navigation",
  tags: ["Web app"],
  operationId: "getNavigation",
  summary: "The web app's sidebar",
  description:
    "Web app route (see docs/api-notes.md): the sections of the caller's organization, without those of modules it has switched off.",
  access: dashboardRoles(apiRoles),
  responses: { 200: json(NavigationSchema, "The sidebar's sections, in order."), ...commonErrors },
});

/** GET /v1/navigation over the modules the app was built from. */
export function registerNavigationRoute(app: ApiApp, modules: readonly ModuleDescriptor[]): void {
  app.openapi(route, async (c) => {
    const ctx = readContext(c);
    return c.json({ items: navigationItems(modules, await moduleSwitches(ctx.tx, ctx.orgId)) }, 200);
  });
}
