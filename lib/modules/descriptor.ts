import type { SQL } from "drizzle-orm";
import type { AccessPolicy } from "@/lib/api/access-policy";
import type { ApiApp } from "@/lib/api/types";
import type { CredentialResolver } from "@/lib/auth/bearer";
import type { DomainEventListener } from "@/lib/events/record";
import type { JobDefinition, Schedule } from "@/lib/jobs";
import type { ReferenceLookup } from "@/lib/lookups/registry";
import type { CustomFieldTargetHandler } from "./custom-fields/targets";
import type { AssessmentDocumentsListener } from "./documents/for-assessments";
import type { OrgSeeder } from "./org/seed-types";
import type { OrgModules } from "./org/tables";
import type { WorkflowAction } from "./workflows/actions/registry";

/** An organization's module switch (PATCH /v1/organizations/{id} `modules`). */
export type ModuleGate = keyof OrgModules;

export interface NavigationLink {
  label: string;
  href: string;
}

/** A module's pages in the web app's sidebar (served by GET /v1/navigation). */
export interface NavigationEntry extends NavigationLink {
  /** Where the entry sits in the sidebar: lower first. */
  position: number;
  /** The SVG path data of its 20×20 icon (stroked). */
  icon?: string;
  children?: NavigationLink[];
  /**
   * Added as children of the section with this href rather than as a section of its own (a
   * module's settings page under Settings).
   */
  under?: string;
  /** Hidden while the organization has this switch off; defaults to the module's gate. */
  gate?: ModuleGate;
}

/**
 * A kind of record the module writes to the change log (`recordChange`'s entityType), and who may
 * read such records directly. The change log and every view of it (the supplier profile's change
 * feed, the History panels) show an entry only to a caller this policy admits, and only while the
 * module's gate is on.
 */
export interface ChangeLogEntityType {
  entityType: string;
  /** The policy of the route that reads these records (a caller refused there is refused here). */
  readers: AccessPolicy;
  /**
   * For records the module owns among another module's entity type (a zero touch run is an
   * assessment): which entries of the organization are these, as a condition on `activity_log`.
   * Such entries must pass both declarations.
   */
  only?: (orgId: string) => SQL;
}

/**
 * Everything a module adds to the application, read from the one list in lib/modules/all.ts by the
 * API app, the job worker, signup and the web app's navigation. Nothing registers itself on import.
 */
export interface ModuleDescriptor {
  name: string;
  /**
   * The organization switch the module answers to. While it is off, every /v1 route of the module
   * answers 404 `not_enabled`, its jobs for that organization wait (they run once it is on again),
   * its schedules skip that organization and its navigation entries are hidden.
   */
  gate?: ModuleGate;
  /** Its /v1 routes, behind authentication, the audit log, the IP allowlist and the gate. */
  routes?: (app: ApiApp) => void;
  /** Its routes outside /v1 (account endpoints, presigned downloads): no credential, no gate. */
  publicRoutes?: (app: ApiApp) => void;
  jobs?: JobDefinition[];
  schedules?: Schedule[];
  /** Run in the transaction that records each domain event. */
  eventListeners?: DomainEventListener[];
  /** Run in the transaction that finished or linked documents of assessments. */
  assessmentDocumentListeners?: AssessmentDocumentsListener[];
  /** How other modules find this module's records by reference (findReference). */
  referenceLookups?: ReferenceLookup[];
  workflowActions?: WorkflowAction[];
  /** Record types of this module that carry custom field values. */
  customFieldTargets?: CustomFieldTargetHandler[];
  /** What a new organization gets at signup, in the signup transaction (gated modules too). */
  organizationDefaults?: OrgSeeder;
  navigation?: NavigationEntry[];
  /** The entity types it records in the change log. Every entity type recorded is declared once. */
  changeLog?: ChangeLogEntityType[];
  /**
   * Who a /v1 request's bearer credential (ak_ key or session token) is: exactly one module of the
   * list provides it, and the API app authenticates every /v1 request with it.
   */
  resolvesCredentials?: CredentialResolver;
}

/** Declares a module (a typed identity: the list in lib/modules/all.ts is what wires it in). */
export function defineModule(descriptor: ModuleDescriptor): ModuleDescriptor {
  return descriptor;
}
