/**
 * An upload is used once. Before the fix, ten concurrent calls with one upload id gave several
 * successes and 500s (NoSuchKey in copyObject), and ten weather files from one upload. Now the
 * upload is claimed by a conditional write first: exactly one success, the others 118, never 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pvgisTmyAnswer } from '../../functions/climate/support/fake-sources';
import { newActivatedUser } from '../../support/accounts';
import { type ApiAnswer, callApi } from '../../support/api-client';
import { demoToken } from '../catalogue/support/accounts';
import { addInverter } from '../catalogue/support/inverters';
import { uploadImage } from '../catalogue/support/uploads';
import { putWeatherFile } from '../engine/support/weather-upload';

const CONCURRENT = 10;

/** The codes of `CONCURRENT` simultaneous calls, sorted. */
async function codesOfConcurrent(call: () => Promise<ApiAnswer>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, call));
  return answers.map((answer) => answer.code).sort((a, b) => a - b);
}

const oneSuccessNineRefusals = [0, ...new Array(CONCURRENT - 1).fill(118)];

let maintain: string;

beforeAll(async () => {
  maintain = await demoToken('maintain');
});

describe('one upload, ten concurrent uses', () => {
  it('account/insertOrEditAccountCompany takes the logo once', async () => {
    // Prepare
    const user = await newActivatedUser();
    const logoUploadId = await uploadImage(user.token, undefined, 'image/png', 'companyLogo');
    // Act
    const codes = await codesOfConcurrent(() =>
      callApi(
        'account/insertOrEditAccountCompany',
        { companyinfo: 'Solar Co', logoUploadId },
        { token: user.token },
      ),
    );
    // Assess
    expect(codes).toEqual(oneSuccessNineRefusals);
  });

  it('inverter/inverterImageBatchSetting takes the image once', async () => {
    // Prepare
    const inverter = await addInverter(maintain);
    const imageUploadId = await uploadImage(maintain);
    // Act
    const codes = await codesOfConcurrent(() =>
      callApi(
        'inverter/inverterImageBatchSetting',
        { inverterIds: [inverter.id], imageUploadId },
        { token: maintain },
      ),
    );
    // Assess
    expect(codes).toEqual(oneSuccessNineRefusals);
  });

  it('climate/saveWeatherFile makes one weather file', async () => {
    // Prepare
    const user = await newActivatedUser();
    const year = JSON.stringify(pvgisTmyAnswer({ latitude: 30.3, longitude: 120.2 }));
    const uploadId = await putWeatherFile(user.token, 'hangzhou.json', year);
    // Act
    const codes = await codesOfConcurrent(() =>
      callApi('climate/saveWeatherFile', { uploadId, fileName: 'hangzhou.json' }, { token: user.token }),
    );
    const files = await callApi<unknown[]>('climate/queryWeatherFiles', {}, { token: user.token });
    // Assess
    expect(codes).toEqual(oneSuccessNineRefusals);
    expect(files.data).toHaveLength(1);
  });
});
