import 'server-only';
import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isSafeName, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every object's name (e.g. `leads/`), so the bucket can hold other things too. */
  prefix?: string;
  region?: string;
  /** An S3-compatible server's address (AWS_ENDPOINT_URL_S3); AWS itself when absent. */
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** One part of a multipart upload: S3's smallest, so memory stays flat (one part in flight). */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (issue 22): lead documents and interview recordings, private
 * (nothing is ever served from the bucket: the inbox streams them through its own routes). An
 * upload streams from the request to the bucket one 5 MB part at a time; a read asks the bucket
 * for the byte range the player wants. A failed or refused upload leaves no object behind.
 */
export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor({ bucket, prefix = '', region, endpoint, forcePathStyle, credentials }: S3StorageOptions) {
    this.bucket = bucket;
    this.prefix = prefix;
    const config: S3ClientConfig = {
      region: region ?? 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: Boolean(forcePathStyle),
      ...(credentials ? { credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.client = new S3Client(config);
    this.description = `S3 bucket ${bucket}${prefix ? ` (prefix ${prefix})` : ''}${endpoint ? ` at ${new URL(endpoint).host}` : ''}`;
  }

  private key(name: string): string {
    if (!isSafeName(name)) throw new Error('unsafe file name');
    return `${this.prefix}${name}`;
  }

  async write(name: string, source: Readable): Promise<{ size: number }> {
    const key = this.key(name);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.byteLength;
        // A copy: the parser's chunks are slices of the request's buffers, and the upload keeps
        // a part's chunks until it is complete, which would keep those whole buffers alive.
        callback(null, Buffer.from(chunk));
      },
    });
    // An error of the source (a refused upload) reaches the upload through the counter.
    let refusal: unknown;
    source.on('error', (error) => {
      refusal ??= error;
      counter.destroy(error);
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: source.pipe(counter), ContentType: 'application/octet-stream' },
      queueSize: 1,
      partSize: PART_BYTES,
      // A multipart upload that fails is aborted, so its parts are not kept (and billed). A bucket
      // should also abort incomplete uploads after a day (README), for a process killed midway.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // A small file may already be a whole object; a multipart one was aborted by the upload.
      await this.remove([name]).catch(() => undefined);
      // The caller learns why the upload stopped (a refusal), not how the abort went.
      throw refusal ?? error;
    }
    return { size };
  }

  async read(name: string, range?: { start: number; end: number }): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    );
    if (!result.Body) throw new Error('empty object');
    return result.Body as Readable;
  }

  async remove(names: readonly string[]): Promise<void> {
    for (let start = 0; start < names.length; start += 1000) {
      const objects = names.slice(start, start + 1000).map((name) => ({ Key: this.key(name) }));
      if (objects.length > 0)
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
    }
  }

  async list(): Promise<{ name: string; modifiedAt: number }[]> {
    const files: { name: string; modifiedAt: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length);
        if (name && isSafeName(name)) files.push({ name, modifiedAt: object.LastModified?.getTime() ?? Date.now() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close() {
    this.client.destroy();
  }
}
