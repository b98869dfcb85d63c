/** The API's bound on a dismissal reason (radarLimits.dismissReason in the radar's schemas). */
export const radarLimitsForWeb = { dismissReason: 2000 } as const;
