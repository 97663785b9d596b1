/**
 * inverter/pageQuerySystemInverter: the system inverters, paged, newest first, filtered by model
 * name, mains voltage type, series and type (the client returns to page 1 when a filter changes).
 */
import * as inverterCalls from '@pvd/shared/api/inverter';
import { systemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { imageUrl } from '../_lib/catalogue/inverter-image';
import { querySystemInverters } from '../_lib/db/entities/system-inverter';
import { apiHandler } from '../_lib/middleware/api-handler';
import { pageOf } from '../_lib/paging';

const rowSchema = systemInverterRow.omit({ img: true });

export const handler = apiHandler(inverterCalls.pageQuerySystemInverter, async ({ input }) => {
  const items = await querySystemInverters(input.whereCondition ?? {});
  const page = pageOf(items, input.limit, input.offset, (item) => item);
  const resultData = await Promise.all(
    page.resultData.map(async (item) => ({
      ...rowSchema.parse(item),
      img: await imageUrl(typeof item.imageKey === 'string' ? item.imageKey : null),
    })),
  );
  return { ...page, resultData };
});
