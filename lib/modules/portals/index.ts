export { findPortalInOrg, portalResponse } from "./actions";
export { registerPortalRoutes } from "./routes/portals";
export { registerVendorPortalRoutes } from "./vendor/routes";
