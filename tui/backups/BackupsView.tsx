/** @module Placeholder until the view lands. */
import { Text } from "ink";
import type { ViewProps } from "../app/views.ts";

export function BackupsView(_props: ViewProps) {
  return <Text>Not ready yet.</Text>;
}
