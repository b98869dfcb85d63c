import type { User } from "./users";

// Apart from ./users (which holds the user mutations) so pages that only name people don't load them.
export function userDisplayName(user: Pick<User, "first_name" | "last_name" | "email">): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
}
