// Registers the fact sheet generation job type (imported by lib/jobs/registry.ts).
import "./generate";
