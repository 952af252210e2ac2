/**
 * @module Checking that an S3 bucket is usable: upload a small object under a random prefix, list
 * the prefix, delete what is there (http-api §3.9.3), through the AWS SDK.
 */
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { randomString } from "../../lib/random.ts";
import { createS3Client, s3ErrorText } from "../../storage/s3-client.ts";
import type { S3Settings } from "./settings-defaults.ts";

/**
 * Uploads `pb_settings_test_<random>/test.txt`, then lists and deletes that prefix.
 * @throws Error with a readable reason when S3 is disabled or any request fails.
 */
export async function checkS3(config: S3Settings): Promise<void> {
  if (!config.enabled) throw new Error("S3 storage filesystem is not enabled");
  const client = createS3Client(config);
  const prefix = `pb_settings_test_${randomString(5)}`;
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: `${prefix}/test.txt`,
        Body: "test",
        ContentType: "text/plain; charset=utf-8",
      }),
    );
    // listing and deleting the prefix proves that both work with these credentials
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${prefix}/` }),
    );
    for (const item of listed.Contents ?? []) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: item.Key }));
    }
  } catch (err) {
    throw new Error(s3ErrorText(err));
  } finally {
    client.destroy();
  }
}
