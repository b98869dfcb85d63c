// Registers the run engine's job type and the event trigger listener (imported by lib/jobs/registry.ts).
import "./engine";
import "./triggers";
