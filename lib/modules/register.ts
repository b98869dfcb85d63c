import { clearDomainEventListeners, onDomainEvent } from "@/lib/events/record";
import { clearAssessmentDocumentsListeners, onAssessmentDocumentsChanged } from "@/lib/extensions/assessment-documents";
import { clearChangeLogEntityTypes, registerChangeLogEntityTypes } from "@/lib/extensions/change-log-entity-types";
import { clearCustomFieldTargets, registerCustomFieldTarget } from "@/lib/extensions/custom-field-targets";
import { clearReports, registerReport } from "@/lib/extensions/export-reports";
import { moduleSwitchReader, setModuleSwitchReader } from "@/lib/extensions/module-switches";
import { setOrganizationSeeders } from "@/lib/extensions/organization-defaults";
import { clearWorkflowActions, registerWorkflowAction } from "@/lib/extensions/workflow-actions";
import { clearJobTypes, clearSchedules, registerJobType, registerSchedule } from "@/lib/jobs";
import { clearReferenceLookups, registerReferenceLookup } from "@/lib/lookups/registry";
import type { ModuleDescriptor } from "./descriptor";

/**
 * Fills every registry (job types, schedules, event listeners, reference lookups, workflow actions,
 * custom field targets, change log entity types, export reports, organization defaults, the module
 * switch reader) from the module list, replacing whatever a previous call put there. Called once by
 * each composition root: the server, the standalone worker, the tests. Every registry is
 * cross-cutting code (lib/extensions, lib/lookups, lib/events, lib/jobs): this file imports no module.
 */
export function registerModules(modules: readonly ModuleDescriptor[]): void {
  const switchReaders = modules.flatMap((module) => module.moduleSwitches ?? []);
  if (switchReaders.length > 1) {
    throw new Error(`At most one module may provide the module switches; ${switchReaders.length} do.`);
  }
  setModuleSwitchReader(switchReaders[0]);
  clearJobTypes();
  clearSchedules();
  clearDomainEventListeners();
  clearAssessmentDocumentsListeners();
  clearReferenceLookups();
  clearWorkflowActions();
  clearCustomFieldTargets();
  clearChangeLogEntityTypes();
  clearReports();
  for (const module of modules) {
    const { gate } = module;
    for (const job of module.jobs ?? []) {
      registerJobType(job, gate ? (q, orgId) => moduleSwitchReader().isModuleEnabled(q, orgId, gate) : undefined);
    }
    for (const schedule of module.schedules ?? []) {
      registerSchedule(
        schedule,
        gate ? (database) => moduleSwitchReader().organizationsWithModuleOn(database, gate) : undefined,
      );
    }
    module.eventListeners?.forEach(onDomainEvent);
    module.assessmentDocumentListeners?.forEach(onAssessmentDocumentsChanged);
    module.referenceLookups?.forEach(registerReferenceLookup);
    module.workflowActions?.forEach(registerWorkflowAction);
    module.customFieldTargets?.forEach(registerCustomFieldTarget);
    module.exportReports?.forEach(registerReport);
    registerChangeLogEntityTypes(module.changeLog ?? [], gate);
  }
  setOrganizationSeeders(modules.flatMap((module) => module.organizationDefaults ?? []));
}
