/** @module The admins interface every generation's adapter offers (v0.23+: the `_superusers` records). */

/** One admin (v0.18–v0.22) or superuser (v0.23+), in the shape the commands print. */
export interface AdminEntry {
  id: string;
  email: string;
  /** v0.18–v0.22 only (0–9); superusers have none. */
  avatar: number | null;
  created: string;
  updated: string;
}

/** What the admins commands do, whatever the server's generation. */
export interface AdminsApi {
  /** Every admin, oldest first (v0.23+: the installer's hidden record left out). */
  list(): Promise<AdminEntry[]>;
  /** The admin with this email, or null. */
  findByEmail(email: string): Promise<AdminEntry | null>;
  /** Creates an admin; `passwordConfirm` (default: `password`) is checked by the server, as a form's. */
  create(email: string, password: string, passwordConfirm?: string): Promise<AdminEntry>;
  setPassword(id: string, password: string, passwordConfirm?: string): Promise<void>;
  delete(id: string): Promise<void>;
}
