import { expect, test } from "vitest";
import { fileExtension, newFileName, snakeCase } from "../../../backend/storage/file-names.ts";

/** The name with its 10-character random part replaced by `*`. */
function masked(name: string): string {
  return name.replace(/_[A-Za-z0-9]{10}(\.[^.]*)?$/, "_**********$1");
}

test("the fixture's examples, random part masked", () => {
  expect(masked(newFileName("300_UhLKX91HVb.png", "image/png"))).toBe(
    masked("300_uh_lkx91_hvb_Da8K5pl069.png"),
  );
  expect(masked(newFileName("logo_vcfJJG5TAh.svg", "image/svg+xml"))).toBe(
    masked("logo_vcf_jjg5_tah_9MtIHytOmZ.svg"),
  );
});

test("the random part is 10 alphanumerics and differs between calls", () => {
  const a = newFileName("photo.jpg", "image/jpeg");
  const b = newFileName("photo.jpg", "image/jpeg");
  expect(a).toMatch(/^photo_[A-Za-z0-9]{10}\.jpg$/);
  expect(a).not.toBe(b);
});

test.each([
  ["My Holiday Photo.JPG", /^my_holiday_photo_[A-Za-z0-9]{10}\.JPG$/],
  ["HTMLParser.ts", /^htmlparser_[A-Za-z0-9]{10}\.ts$/],
  ["fooBar-baz__qux.txt", /^foo_bar_baz_qux_[A-Za-z0-9]{10}\.txt$/],
  ["résumé final.pdf", /^r_sum_final_[A-Za-z0-9]{10}\.pdf$/],
  ["archive.tar.gz", /^archive_tar_[A-Za-z0-9]{10}\.gz$/],
  ["weird.p$n g", /^weird_[A-Za-z0-9]{10}\.png$/],
  ["keep.a*b+c=d#e-f_g", /^keep_[A-Za-z0-9]{10}\.a\*b\+c=d#e-f_g$/],
  ["ab.txt", /^ab[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.txt$/],
  [".env", /^[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.env$/],
  ["日本.txt", /^[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.txt$/],
])("%j", (original, pattern) => {
  expect(newFileName(original, "text/plain; charset=utf-8")).toMatch(pattern);
});

test("a missing extension comes from the sniffed type (a lone dot is kept)", () => {
  expect(newFileName("screenshot", "image/png")).toMatch(/^screenshot_[A-Za-z0-9]{10}\.png$/);
  expect(newFileName("notes.%%", "text/plain; charset=utf-8")).toMatch(/^notes_[A-Za-z0-9]{10}\.$/);
  expect(newFileName("notes", "text/plain; charset=utf-8")).toMatch(/^notes_[A-Za-z0-9]{10}\.txt$/);
  expect(newFileName("blob", "application/octet-stream")).toMatch(/^blob_[A-Za-z0-9]{10}$/);
});

test("long bases are cut to 100 bytes", () => {
  const name = newFileName(`${"a".repeat(150)}.txt`, "text/plain");
  expect(name).toMatch(new RegExp(`^${"a".repeat(100)}_[A-Za-z0-9]{10}\\.txt$`));
});

test("snakeCase and fileExtension", () => {
  expect(snakeCase("300_UhLKX91HVb")).toBe("300_uh_lkx91_hvb");
  expect(snakeCase("ABCdef")).toBe("abcdef");
  expect(snakeCase("aBC")).toBe("a_bc");
  expect(snakeCase("__")).toBe("");
  expect(fileExtension("a/b.c/d")).toBe("");
  expect(fileExtension("a.b.c")).toBe(".c");
  expect(fileExtension("noext")).toBe("");
});
