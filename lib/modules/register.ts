import { clearDomainEventListeners, onDomainEvent } from "@/lib/events/record";
import { clearJobTypes, clearSchedules, registerJobType, registerSchedule } from "@/lib/jobs";
import { clearReferenceLookups, registerReferenceLookup } from "@/lib/lookups/registry";
import { clearChangeLogEntityTypes, registerChangeLogEntityTypes } from "./audit-log/visibility";
import { clearCustomFieldTargets, registerCustomFieldTarget } from "./custom-fields/targets";
import type { ModuleDescriptor } from "./descriptor";
import { clearAssessmentDocumentsListeners, onAssessmentDocumentsChanged } from "./documents/for-assessments";
import { setOrganizationSeeders } from "./org/seed";
import { isModuleEnabled, organizationsWithModuleOn } from "./org/switches";
import { clearWorkflowActions, registerWorkflowAction } from "./workflows/actions/registry";

/**
 * Fills every registry (job types, schedules, event listeners, reference lookups, workflow actions,
 * custom field targets, change log entity types, organization defaults) from the module list, replacing whatever a previous
 * call put there. Called once by each composition root: the server, the standalone worker, the tests.
 */
export function registerModules(modules: readonly ModuleDescriptor[]): void {
  clearJobTypes();
  clearSchedules();
  clearDomainEventListeners();
  clearAssessmentDocumentsListeners();
  clearReferenceLookups();
  clearWorkflowActions();
  clearCustomFieldTargets();
  clearChangeLogEntityTypes();
  for (const module of modules) {
    const { gate } = module;
    for (const job of module.jobs ?? []) {
      registerJobType(job, gate ? (q, orgId) => isModuleEnabled(q, orgId, gate) : undefined);
    }
    for (const schedule of module.schedules ?? []) {
      registerSchedule(schedule, gate ? (database) => organizationsWithModuleOn(database, gate) : undefined);
    }
    module.eventListeners?.forEach(onDomainEvent);
    module.assessmentDocumentListeners?.forEach(onAssessmentDocumentsChanged);
    module.referenceLookups?.forEach(registerReferenceLookup);
    module.workflowActions?.forEach(registerWorkflowAction);
    module.customFieldTargets?.forEach(registerCustomFieldTarget);
    registerChangeLogEntityTypes(module.changeLog ?? [], gate);
  }
  setOrganizationSeeders(modules.flatMap((module) => module.organizationDefaults ?? []));
}
