/**
 * Files kept outside the database, in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver), when
 * S3_BUCKET is set. Keys are the caller's; this module only moves bytes and says when the bucket
 * cannot answer (a 503, never a 404 or a 500).
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ApiError } from './errors';

export interface ObjectStorage {
  /** Where it keeps its files, for logs and errors. */
  readonly name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none under the key. */
  get(key: string): Promise<Buffer | undefined>;
  copy(from: string, to: string): Promise<void>;
  /** Deleting a key that is not there is no error. */
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
  /** Throws when the bucket does not answer (checked once at start). */
  check(): Promise<void>;
  close(): void;
}

export interface S3Options {
  bucket: string;
  /** Absent: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (MinIO, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
}

/** The bucket's failure as the API's 503: the same words as a database that is away. */
const unavailable = () => new ApiError(503, 'storage_unavailable', 'database_unavailable');

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const Bucket = options.bucket;

  async function send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw Object.assign(unavailable(), { cause: error });
    }
  }

  return {
    name: `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(Key, Body, ContentType) {
      await send(() => client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType })));
    },
    async get(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw Object.assign(unavailable(), { cause: error });
      }
    },
    async copy(from, Key) {
      const CopySource = `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
      await send(() => client.send(new CopyObjectCommand({ Bucket, Key, CopySource })));
    },
    async delete(Key) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async list(Prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}

/** The bucket the settings name, or null: photos then stay in the database, PDFs in memory. */
/** The settings that name a bucket (server/settings.ts reads them from the environment). */
export interface ObjectStorageSettings {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

export function objectStorageOf(settings: ObjectStorageSettings): ObjectStorage | null {
  if (!settings.S3_BUCKET) return null;
  return createS3Storage({
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
  });
}
