import { z } from 'zod';

/**
 * The S3 variables (docs/product/console.md), kept in their own schema so the storage service can be configured and tested
 * without the whole application config. An empty value counts as unset, as in a `.env` file with `S3_BUCKET=`.
 */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

export const storageEnvSchema = z
  .object({
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalUrl,
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

export type StorageConfig =
  | { kind: 'local'; uploadsDir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Set for S3-compatible services (MinIO, R2, s3rver); absent means AWS itself. */
      endpoint?: string;
      /** Absent: the SDK's default chain (instance role, AWS_* variables...). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Where browsers fetch objects from, without a trailing slash. */
      publicUrl: string;
    };

/**
 * Storage settings from the environment: the uploads folder in DATA_DIR unless S3_BUCKET is set. Throws a
 * readable error for a bad value, like loadConfig does, so a misconfigured server refuses to start.
 */
export function storageConfigFrom(
  env: Record<string, string | undefined>,
  { uploadsDir }: { uploadsDir: string },
): StorageConfig {
  const parsed = storageEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storage configuration:\n${lines.join('\n')}`);
  }
  const s3 = parsed.data;
  if (!s3.S3_BUCKET) return { kind: 'local', uploadsDir };

  const region = s3.S3_REGION ?? 'us-east-1';
  const endpoint = s3.S3_ENDPOINT?.replace(/\/+$/, '');
  // Without S3_PUBLIC_URL the bucket's own address is used: path style on a custom endpoint (what
  // forcePathStyle talks to), the virtual-hosted name on AWS.
  const publicUrl =
    s3.S3_PUBLIC_URL?.replace(/\/+$/, '') ??
    (endpoint ? `${endpoint}/${s3.S3_BUCKET}` : `https://${s3.S3_BUCKET}.s3.${region}.amazonaws.com`);
  return {
    kind: 's3',
    bucket: s3.S3_BUCKET,
    region,
    ...(endpoint ? { endpoint } : {}),
    ...(s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY } }
      : {}),
    publicUrl,
  };
}
