import { UsersPage } from "@/components/users/users-page";

export default function UsersRoute() {
  return <UsersPage />;
}
