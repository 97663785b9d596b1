/** What the test runtime tells the tests (provided by the global setup, read with `inject('runtime')`). */
export interface RuntimeInfo {
  siteUrl: string;
  mailUrl: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucket: string;
  demoPassword: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: RuntimeInfo;
  }
}
