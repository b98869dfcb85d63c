export { registerPortalRoutes } from "./routes/portals";
export { registerVendorPortalRoutes } from "./vendor/routes";
