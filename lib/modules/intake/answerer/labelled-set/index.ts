import { businessServiceCases } from "./business-services";
import { heldOutCases } from "./held-out";
import { peopleHealthFinanceCases } from "./people-health-finance";
import { secondRoundCases } from "./second-round";
import { technologyCases } from "./technology";
import { thirdRoundCases } from "./third-round";
import type { IntakeCase } from "./types";

export type { ExpectedAnswer, IntakeCase, IrqKey } from "./types";
export { irqKeys } from "./types";
export { heldOutCases };

/** The cases the answerer's rules were developed against. */
export const developmentCases: IntakeCase[] = [
  ...businessServiceCases,
  ...technologyCases,
  ...peopleHealthFinanceCases,
  ...secondRoundCases,
  ...thirdRoundCases,
];

/** Every labelled intake case: the development cases, then the held-out ones. */
export const intakeCases: IntakeCase[] = [...developmentCases, ...heldOutCases];
