import { AwsV4Signer } from "aws4fetch";
import { describe, expect, it } from "vitest";

/**
 * aws4fetch signs every S3 call (s3.ts); here it is held to the worked examples of the S3 Signature
 * Version 4 documentation ("Examples: Signature calculations"), signing the headers the examples
 * sign (allHeaders: aws4fetch leaves Range unsigned by default).
 */
const keys = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
  datetime: "20130524T000000Z",
};
const EMPTY_PAYLOAD_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

async function authorization(method: string, url: string, headers: Record<string, string>): Promise<string | null> {
  const signed = await new AwsV4Signer({ ...keys, method, url, headers, allHeaders: true }).sign();
  return signed.headers.get("authorization");
}

describe("SigV4 by aws4fetch", () => {
  it("signs the documented GET Object example", async () => {
    expect(
      await authorization("GET", "https://examplebucket.s3.amazonaws.com/test.txt", {
        range: "bytes=0-9",
        "x-amz-content-sha256": EMPTY_PAYLOAD_SHA256,
      }),
    ).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs the documented PUT Object example (encoded key, extra x-amz header)", async () => {
    expect(
      await authorization("PUT", "https://examplebucket.s3.amazonaws.com/test$file.text", {
        date: "Fri, 24 May 2013 00:00:00 GMT",
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
        "x-amz-content-sha256": "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
      }),
    ).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("signs the documented GET Bucket lifecycle example (query string)", async () => {
    expect(
      await authorization("GET", "https://examplebucket.s3.amazonaws.com/?lifecycle", {
        "x-amz-content-sha256": EMPTY_PAYLOAD_SHA256,
      }),
    ).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    );
  });

  it("presigns the documented GET Object example (query-string authentication)", async () => {
    const signed = await new AwsV4Signer({
      ...keys,
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400",
      signQuery: true,
    }).sign();
    const query = Object.fromEntries(signed.url.searchParams);
    expect(query).toEqual({
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request",
      "X-Amz-Date": "20130524T000000Z",
      "X-Amz-Expires": "86400",
      "X-Amz-SignedHeaders": "host",
      "X-Amz-Signature": "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    });
  });
});
