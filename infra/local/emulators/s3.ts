/**
 * s3rver in process on 127.0.0.1 (not `localhost`: the SDK would look up `bucket.localhost`).
 * It only accepts the credentials S3RVER/S3RVER. Object-created events are forwarded like the
 * CDK bucket notification: same prefix filter, keys form-encoded as real S3 sends them.
 */
import S3rver, { type S3rverEventRecord } from 's3rver';

export interface S3Emulator {
  endpoint: string;
  stop(): Promise<void>;
}

/** CORS for the browser's direct PUT of pre-signed uploads and GET of signed images. */
const corsXml = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** An S3 ObjectCreated notification as Lambda receives it. */
export interface ObjectCreatedEvent {
  Records: S3rverEventRecord[];
}

/** Real S3 form-encodes keys in notifications (space → '+'); s3rver does not. */
function encodeKeyLikeS3(key: string): string {
  return encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/g, '/');
}

export interface S3EmulatorOptions {
  port: number;
  directory: string;
  bucket: string;
  /** Notification rules: the handler runs for objects created under `prefix`. */
  notifications: { prefix: string; handle: (event: ObjectCreatedEvent) => Promise<unknown> }[];
  onNotificationError: (error: unknown) => void;
}

export async function startS3Emulator(options: S3EmulatorOptions): Promise<S3Emulator> {
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket, configs: [corsXml] }],
  });
  server.on('event', (event) => {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated') || record.s3.bucket.name !== options.bucket) continue;
      const rule = options.notifications.find((n) => record.s3.object.key.startsWith(n.prefix));
      if (!rule) continue;
      const forwarded = {
        ...record,
        s3: { ...record.s3, object: { ...record.s3.object, key: encodeKeyLikeS3(record.s3.object.key) } },
      };
      rule.handle({ Records: [forwarded] }).catch(options.onNotificationError);
    }
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
