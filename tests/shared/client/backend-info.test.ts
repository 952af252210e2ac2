import { expect, test } from "vitest";
import { EMBEDDED_BACKEND, parseBackendInfo } from "../../../shared/client/backend-info.ts";

test("a backend.json body is read; anything else is null", () => {
  expect(parseBackendInfo({ generation: "v0.23+", version: "0.40.6", embedded: false })).toEqual({
    generation: "v0.23+",
    version: "0.40.6",
    embedded: false,
  });
  expect(parseBackendInfo({ generation: "v0.20-v0.22" })).toEqual({
    generation: "v0.20-v0.22",
    version: null,
    embedded: false,
  });
  expect(parseBackendInfo(EMBEDDED_BACKEND)).toEqual(EMBEDDED_BACKEND);
  for (const body of [null, "v0.18", [], { generation: "unknown" }, { generation: "v0.19" }]) {
    expect(parseBackendInfo(body)).toBeNull();
  }
});
