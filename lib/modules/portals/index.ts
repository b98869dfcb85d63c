export { findPortalInOrg, portalResponse } from "./actions";
export { registerPortalRoutes } from "./routes/portals";
export { closePortalsOfAssessment, openPortalRequest, portalUrl } from "./service";
export { registerVendorPortalRoutes } from "./vendor/routes";
