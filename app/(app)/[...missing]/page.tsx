import { notFound } from "next/navigation";

/** Any signed-in address no other page serves: the 404 inside the app shell (app/(app)/not-found.tsx). */
export default function MissingPage(): never {
  notFound();
}
