/** How long an organization keeps its API call audit log, in days (POST /v1/org/{id} audit_log_retention_days). */
export const AUDIT_LOG_RETENTION_DAYS = { min: 30, max: 3650, default: 400 } as const;
