/**
 * What lies under the drawing [WIZ-5]: Google's satellite map when the site has a Maps key, else
 * the plan (the user may switch), and over either the user's roof image. An array drawn on a roof
 * image comes back with it: its placement from the layout, the image itself either the file
 * chosen since the last save (not stored yet) or the stored one, whose signed address
 * getUserProjectBaseInfo answers.
 */
import * as projectCalls from '@pvd/shared/api/project';
import type { Point } from '@pvd/shared/layout/types';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMapsKey } from '@/hooks/use-maps-key';
import { api } from '@/lib/api';
import type { ArrayBody } from '../array-edits';
import { pendingRoofImage, setPendingRoofImage } from './pending-roof-images';
import type { StoredBackdrop } from './roof-fields';
import { backdropOfPlacement, type StartImage, useRoofImage } from './use-roof-image';

/** The maps the drawing may lie on (the roof image lies over either). */
export type MapBackdrop = 'Google' | 'plan';

/** The image the array was drawn on, or null when it was drawn on another backdrop. */
function startImageOf(array: ArrayBody | { id: string }): StartImage | null {
  const layout = 'layout' in array ? array.layout : null;
  if (layout?.loadMapWay !== 'image' || !layout.backdrop) return null;
  return { backdrop: layout.backdrop, file: pendingRoofImage(array.id) };
}

/**
 * The stored roof image's address of an array of the saved project (null when it has none);
 * asked only for an array that needs it. Read anew each time the drawer opens: an image stored
 * after the last save is there.
 */
function useStoredRoofImage(projectId: string | null, arrayId: string | null) {
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

/**
 * @param array - The array edited (null: a new one, whose id is `id`).
 * @param projectId - The saved project's id (its stored roof images are read with it); null before the first save.
 * @param viewNow - The plan's view now, where a new image is placed.
 */
export function useRoofBackdrop(
  array: ArrayBody | null,
  id: string,
  projectId: string | null,
  viewNow: () => { centre: Point; box: { width: number } },
) {
  const [startImage] = useState(() => startImageOf(array ?? { id }));
  const storedUrl = useStoredRoofImage(projectId, startImage && !startImage.file ? id : null);
  const image = useRoofImage(viewNow, startImage, storedUrl.data ?? null);
  const mapsKey = useMapsKey();
  const [mapChoice, setMapChoice] = useState<MapBackdrop | null>(null);
  // A key on the site: the satellite map, unless this array was drawn on the plan.
  const map: MapBackdrop = mapsKey
    ? (mapChoice ?? (array?.layout?.loadMapWay === 'plan' ? 'plan' : 'Google'))
    : 'plan';
  const imageAt = image.placement ? backdropOfPlacement(image.placement) : null;
  const stored: StoredBackdrop = { loadMapWay: image.placement ? 'image' : map, imageAt };
  return {
    mapsKey,
    map,
    chooseMap: setMapChoice,
    image,
    /** The stored image's address is being read. */
    loadingStored: storedUrl.isLoading,
    /** As the layout stores it. */
    stored,
    /** The image or where it lies changed since the drawer opened. */
    changed:
      JSON.stringify(imageAt) !== JSON.stringify(startImage?.backdrop ?? null) ||
      image.file !== (startImage?.file ?? null),
    /** Keeps the chosen image for the project's next save (array-drawings.ts); the stored one stays. */
    keepForSave() {
      if (image.file || !image.placement) setPendingRoofImage(id, image.file);
    },
  };
}

export type RoofBackdrop = ReturnType<typeof useRoofBackdrop>;
