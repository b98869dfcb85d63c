import { dashboardAdmins, dashboardRoles } from "@/lib/api/access-policy";

/**
 * Feed sources and keyword rules are settings of the dashboard: ak_ keys get 401. Admins and
 * members read them; only admins change them or poll a feed now (a poll creates radar events).
 */
export const feedSettingsReaders = dashboardRoles(["org:admin", "org:member"]);
export const feedSettingsWriters = dashboardAdmins;
