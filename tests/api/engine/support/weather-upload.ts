/** Uploads a weather file the way the browser does: a pre-signed PUT, then saveWeatherFile. */
import { type ApiAnswer, callApi } from '@tests/support/api-client';

export interface PresignedUpload {
  uploadId: string;
  url: string;
  headers: Record<string, string>;
}

/** Asks for an upload URL and PUTs the bytes there; answers the upload id. */
export async function putWeatherFile(token: string, fileName: string, content: string): Promise<string> {
  const size = Buffer.byteLength(content);
  const upload = await callApi<PresignedUpload>(
    'climate/createWeatherFileUpload',
    { fileName, size },
    { token },
  );
  if (upload.code !== 0) throw new Error(`createWeatherFileUpload failed: ${upload.code} ${upload.message}`);
  const put = await fetch(upload.data.url, { method: 'PUT', headers: upload.data.headers, body: content });
  if (!put.ok) throw new Error(`the pre-signed PUT failed with HTTP ${put.status}`);
  return upload.data.uploadId;
}

/** Uploads and saves a weather file; answers saveWeatherFile's whole answer. */
export async function uploadWeatherFile<T = unknown>(
  token: string,
  fileName: string,
  content: string,
  culture: 'zh-CN' | 'en' = 'en',
): Promise<ApiAnswer<T>> {
  const uploadId = await putWeatherFile(token, fileName, content);
  return callApi<T>('climate/saveWeatherFile', { uploadId, fileName }, { token, culture });
}
