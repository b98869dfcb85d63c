import { iso27001Cases } from "./iso27001";
import { soc2Cases } from "./soc2";
import type { LabelledCase } from "./types";
import { zeroTouchCases } from "./zero-touch";

export type { LabelledCase, Trait, Verdict } from "./types";
export { iso27001Cases, soc2Cases, zeroTouchCases };

/** Every labelled case, SOC 2 first, then ISO 27001, then zero touch. */
export const labelledCases: LabelledCase[] = [...soc2Cases, ...iso27001Cases, ...zeroTouchCases];
