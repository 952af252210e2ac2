import type { Router } from "express";
import type { Backend } from "../context.ts";

/** Routes of this group (to be implemented). */
export function bindFilesRoutes(_router: Router, _backend: Backend): void {}
