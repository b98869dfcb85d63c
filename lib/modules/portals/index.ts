export { registerPortalRoutes } from "./routes/portals";
