/**
 * inverter/inverterImageBatchSetting: gives the ticked models one uploaded image (未选择图片 without
 * an image, 未选择任意逆变器 without a ticked model; 119 when the upload is not a real image).
 */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { setInverterImages } from '../_lib/catalogue/inverter-save';
import { apiHandler } from '../_lib/middleware/api-handler';
import { distinctIds } from '../_lib/refusals';

export const handler = apiHandler(inverterCalls.inverterImageBatchSetting, async ({ input, session }) => ({
  updated: await setInverterImages(distinctIds(input.inverterIds), input.imageUploadId, session.accountId),
}));
