/** @module Runs a command's work on a connected backend and always disconnects (stops an embedded one). */
import { connectTarget, type Target, type TargetOptions } from "../connect-target.ts";

/** Connects, runs `work`, closes; the result of `work` is returned. */
export async function withTarget<T>(
  options: TargetOptions,
  work: (target: Target) => Promise<T>,
): Promise<T> {
  const target = await connectTarget(options);
  try {
    return await work(target);
  } finally {
    await target.close();
  }
}
