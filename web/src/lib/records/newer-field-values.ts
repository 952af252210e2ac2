/**
 * @module Form values of the v0.23+ field types the records screen edits in their own way: a
 * `geoPoint` as its two numbers typed as text, an `autodate` kept for display only (the server sets
 * it), a `password` field write-only (never returned, sent only when typed).
 */
import {
  type NewerFieldType,
  newerFacts,
} from "../../../../shared/client/generations/v023/collections-display.ts";
import type { FieldError, SchemaField } from "../../../../shared/models.ts";

/** A geoPoint while edited: the numbers as typed. */
export interface GeoPointText {
  lon: string;
  lat: string;
}

/** The real v0.23+ type of a field, when the records screen treats it apart. */
export function newerType(field: SchemaField): NewerFieldType | undefined {
  return newerFacts(field).type;
}

/** Names of the schema's write-only fields (v0.23+ `password`): never kept in drafts nor compared. */
export function writeOnlyFieldNames(schema: readonly SchemaField[]): string[] {
  return schema.filter((f) => newerType(f) === "password").map((f) => f.name);
}

/** The form value of a geoPoint from the record's `{lon, lat}` (0, 0 for a new record, as the server). */
export function geoPointText(raw: unknown): GeoPointText {
  const point = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const number = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : "0");
  return { lon: number(point.lon), lat: number(point.lat) };
}

const LIMITS = { lon: 180, lat: 90 } as const;

/** The error of one coordinate's text, or null when it is a number within its range. */
function coordinateError(text: string, axis: keyof typeof LIMITS): FieldError | null {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) {
    return {
      code: "invalid_number",
      message: `The ${axis === "lon" ? "longitude" : "latitude"} must be a number.`,
    };
  }
  if (Math.abs(value) > LIMITS[axis]) {
    const name = axis === "lon" ? "longitude" : "latitude";
    return {
      code: "out_of_range",
      message: `The ${name} must be between -${LIMITS[axis]} and ${LIMITS[axis]}.`,
    };
  }
  return null;
}

/** The first error of a geoPoint's two coordinates, or null. */
export function geoPointError(value: unknown): FieldError | null {
  const text = (value ?? geoPointText(null)) as GeoPointText;
  return coordinateError(String(text.lon), "lon") ?? coordinateError(String(text.lat), "lat");
}

/** The value sent for a geoPoint: `{"lon":x,"lat":y}` (the server reads the JSON text of a form part). */
export function geoPointJson(value: unknown): string {
  const text = (value ?? geoPointText(null)) as GeoPointText;
  return JSON.stringify({ lon: Number(text.lon), lat: Number(text.lat) });
}

/** How a geoPoint reads in a table cell or a preview. */
export function geoPointLabel(raw: unknown): string {
  const { lon, lat } = geoPointText(raw);
  return `lon ${lon}, lat ${lat}`;
}

/** Whether a v0.23+ field is hidden (its value is returned to superusers only). */
export function isHiddenField(field: SchemaField): boolean {
  return newerFacts(field).hidden === true;
}
