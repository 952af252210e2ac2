/** @module Reading members of provider JSON answers the lenient way the providers need. */

/** The JSON object `value`, or an empty one. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A text member: strings as they are, numbers (ids) in decimal, anything else "". */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A flag member: true, or the text "true" (Apple sends both). */
export function flagOf(value: unknown): boolean {
  return value === true || value === "true";
}

/**
 * The user API answer as a JSON object.
 * @throws Error when it is not one
 */
export function userObject(answer: unknown): Record<string, unknown> {
  if (answer === null || typeof answer !== "object" || Array.isArray(answer))
    throw new Error("the provider's user API did not answer a JSON object");
  return answer as Record<string, unknown>;
}
