import type { Tx } from "@/lib/db/client";

/** What started a run: a caller of POST run (null) or a domain event of the org. */
export interface WorkflowRunTrigger {
  event_id: string;
  event_type: string;
  data: Record<string, unknown>;
}

export interface WorkflowArtifact {
  artifact_type: string;
  id: string;
  role: "trigger" | "result";
}

export interface ActionContext {
  tx: Tx;
  orgId: string;
  runId: string;
  input: Record<string, unknown>;
  trigger: WorkflowRunTrigger | null;
  settings: Record<string, unknown>;
}

export interface ActionOutcome {
  status: "success" | "skipped";
  /** Why the step was skipped; usually null on success. */
  message?: string | null;
  artifacts: WorkflowArtifact[];
}

/** An action's run throws to fail its step; the message becomes the step's message. */
export interface WorkflowAction {
  type: string;
  run(context: ActionContext): Promise<ActionOutcome>;
}

/** A failure whose message is meant for the run's reader as is. */
export class ActionFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ActionFailure";
  }
}

/**
 * Filled from the module list at startup (registerModules): modules list their actions (assessments
 * add create_assessment), and the workflows module's engine runs them. A definition may name an
 * action no module lists: that step fails with a message saying so.
 */
const registry = new Map<string, WorkflowAction>();

export function registerWorkflowAction(action: WorkflowAction): void {
  registry.set(action.type, action);
}

export function clearWorkflowActions(): void {
  registry.clear();
}

export function workflowAction(type: string): WorkflowAction | undefined {
  return registry.get(type);
}

export function registeredActionTypes(): string[] {
  return [...registry.keys()].sort();
}
