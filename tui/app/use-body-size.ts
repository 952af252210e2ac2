/** @module The columns and rows a view may draw in. */
import { useContext } from "react";
import { type BodySize, BodySizeContext } from "./contexts.ts";

export function useBodySize(): BodySize {
  return useContext(BodySizeContext);
}
