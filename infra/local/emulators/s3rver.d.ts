// s3rver ships no types; this covers what the local runtime uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export interface S3rverEventRecord {
    eventName: string;
    awsRegion: string;
    s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } };
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: { Records: S3rverEventRecord[] }) => void): this;
  }
}
