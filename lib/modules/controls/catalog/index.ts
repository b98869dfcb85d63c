import { iso27001ControlSet } from "./iso27001";
import { soc2ControlSet } from "./soc2";
import type { ControlSetTemplate } from "./types";
import { zeroTouchControlSet } from "./zero-touch";

export type { ControlSetTemplate, ControlTemplate } from "./types";
export { iso27001ControlSet, soc2ControlSet, zeroTouchControlSet };

/** Control sets provisioned for every new organization, in display order. */
export const defaultControlSets: ControlSetTemplate[] = [soc2ControlSet, iso27001ControlSet, zeroTouchControlSet];
