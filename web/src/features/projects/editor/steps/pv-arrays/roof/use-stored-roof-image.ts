/**
 * The roof image an array was drawn on, as the drawer reopens it (issue 11 §2): its placement
 * from the array's layout, and the image itself, either the file chosen since the last save (not
 * stored yet) or the stored one, whose signed address getUserProjectBaseInfo answers.
 */
import * as projectCalls from '@pvd/shared/api/project';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../../lib/api';
import { pendingRoofImage } from '../../../common/pending-roof-images';
import type { ArrayBody } from '../array-edits';
import type { StartImage } from './use-roof-image';

/** The image the array was drawn on, or null when it was drawn on another backdrop. */
export function startImageOf(array: ArrayBody | { id: string }): StartImage | null {
  const layout = 'layout' in array ? array.layout : null;
  if (layout?.loadMapWay !== 'image' || !layout.backdrop) return null;
  return { backdrop: layout.backdrop, file: pendingRoofImage(array.id) };
}

/**
 * The stored roof image's address of an array of the saved project (null when it has none);
 * asked only for an array that needs it. Read anew each time the drawer opens: an image stored
 * after the last save is there.
 */
export function useStoredRoofImage(projectId: string | null, arrayId: string | null) {
  return useQuery({
    queryKey: ['project', 'getUserProjectBaseInfo', { projectId }, 'roofImageUrl', arrayId] as const,
    queryFn: async () => {
      const view = await api(projectCalls.getUserProjectBaseInfo, { projectId: projectId! });
      return view.pvArray.find((array) => array.id === arrayId)?.roofImageUrl ?? null;
    },
    enabled: projectId !== null && arrayId !== null,
    staleTime: 0,
  });
}
