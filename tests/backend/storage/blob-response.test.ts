import { expect, test } from "vitest";
import { fileHeaders, isTruthy, parseRange } from "../../../backend/storage/blob-response.ts";

test("inline types are served inline unless a download is asked for", () => {
  expect(fileHeaders("image/png", "a.png", false)).toEqual({
    "Content-Disposition": "inline; filename=a.png",
    "Content-Type": "image/png",
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cache-Control": "max-age=2592000, stale-while-revalidate=86400",
  });
  expect(fileHeaders("image/png", "a.png", true)["Content-Disposition"]).toBe("attachment; filename=a.png");
  expect(fileHeaders("application/pdf", "a.pdf", false)["Content-Disposition"]).toBe(
    "inline; filename=a.pdf",
  );
  expect(fileHeaders("text/plain; charset=utf-8", "a.txt", false)["Content-Disposition"]).toBe(
    "attachment; filename=a.txt",
  );
});

test("svg and css get a fixed content type by extension; svg stays an attachment", () => {
  expect(fileHeaders("text/plain; charset=utf-8", "logo.svg", false)).toMatchObject({
    "Content-Type": "image/svg+xml",
    "Content-Disposition": "attachment; filename=logo.svg",
  });
  expect(fileHeaders("text/plain; charset=utf-8", "site.css", false)["Content-Type"]).toBe("text/css");
  expect(fileHeaders("text/plain; charset=utf-8", "site.CSS", false)["Content-Type"]).toBe(
    "text/plain; charset=utf-8",
  );
});

test("names are written as their UTF-8 bytes", () => {
  const header = fileHeaders("image/png", "é.png", false)["Content-Disposition"];
  expect(Buffer.from(header, "latin1").toString("utf8")).toBe("inline; filename=é.png");
});

test("download is true like Go's ParseBool", () => {
  for (const yes of ["1", "t", "T", "true", "TRUE", "True"]) expect(isTruthy(yes)).toBe(true);
  for (const no of [undefined, "", "0", "false", "yes", "tRuE"]) expect(isTruthy(no)).toBe(false);
});

test("single byte ranges", () => {
  expect(parseRange("bytes=0-3", 10)).toEqual({ start: 0, end: 3 });
  expect(parseRange("bytes=4-", 10)).toEqual({ start: 4, end: 9 });
  expect(parseRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
  expect(parseRange("bytes=-30", 10)).toEqual({ start: 0, end: 9 });
  expect(parseRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
  expect(parseRange("bytes=0-1,4-5", 10)).toBe("full");
  expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
  expect(parseRange("bytes=5-2", 10)).toBe("unsatisfiable");
  expect(parseRange("items=0-1", 10)).toBe("unsatisfiable");
  expect(parseRange("bytes=a-b", 10)).toBe("unsatisfiable");
});
