/**
 * pvarray/setPvArrayRoofImage: the user's roof image (photo, drone shot, drawing) that a PV array
 * of the caller's stored project is drawn on, from a finished image upload (purpose roofImage;
 * 113, 114; 118 'pvArrayNotInProject' or upload missing; 119 not an image or above 2 MB); answers
 * its signed address. The array's layout keeps where the image lies.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { apiHandler } from '../_lib/middleware/api-handler';
import { setPvArrayRoofImage } from '../_lib/project/project-images';

export const handler = apiHandler(projectCalls.setPvArrayRoofImage, ({ input, session, culture }) =>
  setPvArrayRoofImage(session.accountId, input, culture),
);
