import { expect, test } from "vitest";
import { s3ObjectUrl } from "../../../backend/services/settings/s3-check.ts";
import { s3Encode, signS3Request } from "../../../backend/services/settings/s3-check-sign.ts";
import type { S3Settings } from "../../../backend/services/settings/settings-defaults.ts";

// the worked examples of AWS's "Signature Calculations for the Authorization Header" S3 guide
const example = {
  accessKey: "AKIAIOSFODNN7EXAMPLE",
  secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const at = new Date("2013-05-24T00:00:00Z");
const emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

test("GET bucket lifecycle: AWS's published signature", () => {
  const headers = signS3Request(
    "GET",
    new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"),
    new Uint8Array(),
    example,
    at,
  );
  expect(headers).toEqual({
    "x-amz-content-sha256": emptyHash,
    "x-amz-date": "20130524T000000Z",
    authorization:
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
  });
});

test("list objects: query parameters are sorted and encoded before signing", () => {
  const url = new URL("https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2");
  const headers = signS3Request("GET", url, new Uint8Array(), example, at);
  expect(headers.authorization).toContain(
    "Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
  );
});

test("object URLs: path-style and virtual-hosted, keys encoded per segment", () => {
  const config: S3Settings = {
    enabled: true,
    bucket: "files",
    region: "r",
    endpoint: "http://127.0.0.1:9000",
    accessKey: "a",
    secret: "s",
    forcePathStyle: true,
  };
  expect(s3ObjectUrl(config, "a b/c+d.txt").href).toBe("http://127.0.0.1:9000/files/a%20b/c%2Bd.txt");
  expect(s3ObjectUrl({ ...config, endpoint: "s3.example.com", forcePathStyle: false }, "x/y").href).toBe(
    "https://files.s3.example.com/x/y",
  );
  expect(s3Encode("it's (a)*!")).toBe("it%27s%20%28a%29%2A%21");
});
