import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerUserRoutes } from ".";

export const usersModule = defineModule({
  name: "users",
  routes: registerUserRoutes,
  changeLog: [{ entityType: "user", readers: anyCredential }],
  navigation: [
    {
      label: "Users",
      href: "/users",
      position: 60,
      icon: "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5 M13 3.5a3 3 0 0 1 0 5.5 M15 12.5c1.8.6 3 2.2 3 4.5",
    },
  ],
});
