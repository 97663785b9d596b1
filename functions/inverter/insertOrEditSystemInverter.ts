/**
 * inverter/insertOrEditSystemInverter: adds a model (no id) or saves one (id and version). The
 * model name is unique except against the model's own (118 已存在该机型); a stale edit answers
 * 117; an image comes as a finished upload of purpose inverterImage, checked by content.
 */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { saveInverter } from '../_lib/catalogue/inverter-save';
import { inverterView } from '../_lib/catalogue/views';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(
  inverterCalls.insertOrEditSystemInverter,
  async ({ input, session, culture }) => {
    const { id, version, imageUploadId, removeImage, ...spec } = input;
    const saved = await saveInverter(
      { spec, id, version, imageUploadId, removeImage },
      session.accountId,
      culture,
    );
    return inverterView(saved);
  },
);
