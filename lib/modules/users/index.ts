import type { ApiApp } from "@/lib/api/types";
import { registerCreateUser } from "./routes/create";
import { registerGetUser } from "./routes/get";
import { registerInvitationAuthRoutes } from "./routes/invitation-auth";
import { registerCreateInvitation } from "./routes/invite";
import { registerListUsers } from "./routes/list";
import { registerRevokeUserSessions } from "./routes/revoke-sessions";
import { registerUpdateUser } from "./routes/update";

export function registerUserRoutes(app: ApiApp) {
  registerListUsers(app);
  registerCreateUser(app);
  registerGetUser(app);
  registerUpdateUser(app);
  registerCreateInvitation(app);
  registerRevokeUserSessions(app);
  registerInvitationAuthRoutes(app);
}

export {
  adminAddressesOfOrg,
  type OrgUserContact,
  type OrgUserName,
  userContactsOfOrg,
  userNameSql,
  userNamesOfOrg,
  userOfOrg,
} from "./names";
export { assertOrgUserIds } from "./personnel";
export { emailAndNameOfUser, findUserByEmail, isActiveMember, sessionUserById, webSessionUser } from "./queries";
export { createUser, insertFirstAdmin, serializeUser, userDisplayName } from "./service";
