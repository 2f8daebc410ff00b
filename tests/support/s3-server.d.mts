/** The types of ./s3-server.mjs (plain JavaScript, so that the benchmarks run it with node alone). */
export declare const S3_TEST_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export declare function startS3Server(options?: {
  port?: number;
}): Promise<{ endpoint: string; directory: string; close(): Promise<void> }>;
export declare function s3Environment(endpoint: string, bucket: string): Record<string, string>;
