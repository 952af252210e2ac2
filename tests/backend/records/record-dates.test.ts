import { expect, test } from "vitest";
import { isCanonicalDateTime } from "../../../backend/services/records/record-store.ts";
import { parseDateTime } from "../../../shared/dates.ts";

test("the canonical-timestamp shortcut accepts exactly what parseDateTime returns unchanged", () => {
  const samples = [
    "2023-01-01 00:00:00.000Z",
    "2024-02-29 23:59:59.999Z",
    "2023-02-29 00:00:00.000Z", // not a leap year
    "1900-02-29 00:00:00.000Z", // a century, not a leap year
    "2100-02-29 00:00:00.000Z",
    "2000-02-29 12:00:00.000Z", // every 400 years a leap year
    "2023-12-31 00:00:00.000Z",
    "2023-11-31 00:00:00.000Z",
    "2023-01-01 00:00:00.00xZ", // a letter where a digit goes
    "2023-0a-01 00:00:00.000Z",
    "2023-01-01 00:-1:00.000Z",
    "2023-01-01 00:00:00.000Zz",
    "2023-04-31 00:00:00.000Z",
    "2023-13-01 00:00:00.000Z",
    "2023-01-01 24:00:00.000Z",
    "2023-01-01T00:00:00.000Z",
    "2023-01-01 00:00:00Z",
    "2023-01-01 00:00:00.000",
    "0050-01-01 00:00:00.000Z",
    " 2023-01-01 00:00:00.000Z",
  ];
  for (const text of samples) {
    if (isCanonicalDateTime(text)) expect(parseDateTime(text)).toBe(text);
  }
  expect(samples.filter(isCanonicalDateTime)).toEqual([
    "2023-01-01 00:00:00.000Z",
    "2024-02-29 23:59:59.999Z",
    "2000-02-29 12:00:00.000Z",
    "2023-12-31 00:00:00.000Z",
  ]);
});
