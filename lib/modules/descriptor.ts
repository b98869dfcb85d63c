import type { ApiApp } from "@/lib/api/types";
import type { CredentialResolver } from "@/lib/auth/bearer";
import type { DomainEventListener } from "@/lib/events/record";
import type { AssessmentDocumentsListener } from "@/lib/extensions/assessment-documents";
import type { ChangeLogEntityType } from "@/lib/extensions/change-log-entity-types";
import type { CustomFieldTargetHandler } from "@/lib/extensions/custom-field-targets";
import type { ReportDefinition } from "@/lib/extensions/export-reports";
import type { ModuleGate, ModuleSwitchReader } from "@/lib/extensions/module-switches";
import type { OrgSeeder } from "@/lib/extensions/organization-defaults";
import type { WorkflowAction } from "@/lib/extensions/workflow-actions";
import type { JobDefinition, Schedule } from "@/lib/jobs";
import type { ReferenceLookup } from "@/lib/lookups/registry";

/**
 * The descriptor names only cross-cutting types: each extension point a module fills (its types and
 * its registry) lives under lib/extensions/ (or lib/lookups, lib/events, lib/jobs), never in a
 * module, so this file and register.ts import no module.
 */
export type { ChangeLogEntityType, ModuleGate };

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
  /** Its reports under GET /v1/export/{slug}, listed in module order (lib/extensions/export-reports.ts). */
  exportReports?: readonly ReportDefinition[];
  navigation?: NavigationEntry[];
  /** The entity types it records in the change log. Every entity type recorded is declared once. */
  changeLog?: ChangeLogEntityType[];
  /**
   * Who a /v1 request's bearer credential (ak_ key or session token) is: exactly one module of the
   * list provides it, and the API app authenticates every /v1 request with it.
   */
  resolvesCredentials?: CredentialResolver;
  /**
   * Whether an organization has a switch on: exactly one module of the list provides it (org, which
   * keeps the switches), and the job queue and schedules of every gated module read it.
   */
  moduleSwitches?: ModuleSwitchReader;
}

/** Declares a module (a typed identity: the list in lib/modules/all.ts is what wires it in). */
export function defineModule(descriptor: ModuleDescriptor): ModuleDescriptor {
  return descriptor;
}
