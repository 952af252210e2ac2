import { describe, expect, test } from "vitest";
import type { RequestLog } from "../../../../shared/client/logs.ts";
import { logDetailsText, logsFileName, selectedLogsJson } from "../../../../web/src/lib/logs/logs-export.ts";

const log = (id: string, status: number) =>
  ({ id, url: `/api/${id}`, status, meta: { errorMessage: "" } }) as unknown as RequestLog;
const logs = [log("a", 200), log("b", 404), log("c", 500)];

describe("logs export", () => {
  test("the selected logs in list order, as indented JSON", () => {
    const text = selectedLogsJson(logs, new Set(["c", "a"]));
    expect(JSON.parse(text)).toEqual([logs[0], logs[2]]);
    expect(text.endsWith("]\n")).toBe(true);
    expect(text).toContain('\n  {\n    "id": "a"');
  });

  test("one log's details as indented JSON", () => {
    expect(logDetailsText(logs[1])).toBe(JSON.stringify(logs[1], null, 2));
  });

  test("the file name carries the UTC time", () => {
    expect(logsFileName(new Date("2024-05-01T13:45:01.123Z"))).toBe("logs_2024-05-01_134501.json");
  });
});
