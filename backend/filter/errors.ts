/** @module The one error type of the filter language. */

/** A filter or sort that cannot be parsed or resolved; the API answers 400. */
export class FilterError extends Error {
  override name = "FilterError";
}
