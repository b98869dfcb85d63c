/** A single control in a seed catalog, copied into an org's control set on provisioning. */
export interface ControlTemplate {
  /** Framework reference, e.g. "CC6.1", "A.5.15" or "ZT-07". */
  ref: string;
  /** Short title. */
  title: string;
  /** One or two sentences: what the control requires of the vendor. */
  description: string;
  /** 2 to 4 concrete, checkable criteria an evaluator verifies against vendor evidence documents. */
  criteria: string[];
  /** 6 to 12 lowercase words or short phrases likely to appear in evidence text that satisfies the control. */
  keywords: string[];
  /** 1 for normal, 2 for key controls, 0.5 for minor. */
  weight: number;
}

/** A seed catalog of controls for one framework or assessment style. */
export interface ControlSetTemplate {
  key: string;
  name: string;
  description: string;
  isZeroTouch: boolean;
  /** The areas its controls cover, as the zero touch template picker lists them. */
  domains: string[];
  controls: ControlTemplate[];
}
