import { describe, expect, it } from "vitest";
import { EMPTY_PAYLOAD_SHA256, presignQuery, signRequest } from "./sigv4";

// The worked examples of the S3 Signature Version 4 documentation ("Examples: Signature calculations").
const keys = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const now = new Date("2013-05-24T00:00:00Z");

describe("SigV4", () => {
  it("signs the documented GET Object example", () => {
    const headers = signRequest(
      {
        method: "GET",
        host: "examplebucket.s3.amazonaws.com",
        path: "/test.txt",
        headers: { range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        now,
      },
      keys,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs the documented PUT Object example (encoded key, extra x-amz header)", () => {
    const headers = signRequest(
      {
        method: "PUT",
        host: "examplebucket.s3.amazonaws.com",
        path: "/test$file.text",
        headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
        now,
      },
      keys,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("signs the documented GET Bucket lifecycle example (query string)", () => {
    const headers = signRequest(
      {
        method: "GET",
        host: "examplebucket.s3.amazonaws.com",
        path: "/",
        query: { lifecycle: "" },
        payloadHash: EMPTY_PAYLOAD_SHA256,
        now,
      },
      keys,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    );
  });

  it("presigns the documented GET Object example (query-string authentication)", () => {
    const url = presignQuery(
      {
        method: "GET",
        protocol: "https:",
        host: "examplebucket.s3.amazonaws.com",
        path: "/test.txt",
        expiresSeconds: 86_400,
        now,
      },
      keys,
    );
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
});
