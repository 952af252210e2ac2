/** @module The migrations of one backend: applied on start, and `pbdeck migrate up | down | history`. */
import type { Backend } from "../../context.ts";
import { startAutomigrate } from "./automigrate.ts";
import {
  applyPendingMigrations,
  lastAppliedMigrations,
  type MigrationHistoryEntry,
  migrationHistory,
  revertMigrations,
} from "./migration-runner.ts";

export type { MigrationHistoryEntry } from "./migration-runner.ts";
export { MigrationError } from "./migration-sandbox.ts";

/**
 * Applies the pending migrations of the backend's folder, then starts automigrate (when on) from
 * the resulting collections. Returns the applied files.
 * @throws MigrationError naming the failed file and line (that migration rolled back).
 */
export function runStartupMigrations(backend: Backend): string[] {
  const applied = applyPendingMigrations(backend, backend.migrations.dir);
  startAutomigrate(backend);
  return applied;
}

/** What `pbdeck migrate` does on a backend's folder. */
export interface MigrationsControl {
  /** The migrations folder. */
  dir: string;
  /** Applies pending migrations; returns their files. */
  up(): string[];
  /** The files `down(count)` would revert, newest first. */
  toRevert(count: number): string[];
  /** Reverts the last `count` applied migrations of the folder; returns their files, newest first. */
  down(count: number): string[];
  /** Applied and pending migrations. */
  history(): MigrationHistoryEntry[];
}

/** `pbdeck migrate` on `backend` (opened without applying its migrations). */
export function migrationsControl(backend: Backend): MigrationsControl {
  const dir = backend.migrations.dir;
  return {
    dir,
    up: () => applyPendingMigrations(backend, dir),
    toRevert: (count) => lastAppliedMigrations(backend, dir, count),
    down: (count) => revertMigrations(backend, dir, count),
    history: () => migrationHistory(backend, dir),
  };
}
