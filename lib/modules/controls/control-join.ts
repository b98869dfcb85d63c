import { getTableColumns } from "drizzle-orm";
import { controls } from "./tables";

/**
 * Controls for another module's single-statement read: the assessments module lists an assessment's
 * evaluations joined with their controls, in evaluation order. `table` is for the JOIN, `columns` are
 * what other modules may read (every field of a control: it is a catalog entry, nothing in it is
 * private). Read only: other modules never write through it.
 */
export const controlJoin = {
  table: controls,
  columns: getTableColumns(controls),
} as const;

/** A control as controlsOfSets and controlJoin read it. */
export type ControlRow = typeof controls.$inferSelect;
