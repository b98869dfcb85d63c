// The catalog lives with the other constants both halves of the server share.
export * from "@/lib/contract/event-catalog";
