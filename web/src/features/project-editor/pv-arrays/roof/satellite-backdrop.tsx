/**
 * Google's satellite imagery under the drawing when the site configuration carries a Maps key
 * [WIZ-5]; without a key the drawing is on the plan view or a roof image. The map only shows: it
 * takes no pointer or key, and follows the plan's centre and zoom level, whose scale is the same
 * Web Mercator one (shared/layout/plan-view.ts), so the drawing tools and the fill are those of the
 * plan view. The plan is drawn at its nominal 960 × 640 px then, so the two scales match pixel for
 * pixel.
 */
import type { LocalFrame } from '@pvd/shared/layout/local-frame';
import { planToCorner } from '@pvd/shared/layout/plan-view';
import { useTranslation } from 'react-i18next';
import { APIProvider, GoogleMap } from '@/lib/maps/google-maps';
import { type PlanView, usePlanViewNow } from './use-plan-view';

interface SatelliteBackdropProps {
  apiKey: string;
  /** The project's frame: the plan's centre on the map. */
  frame: LocalFrame;
  view: PlanView;
}

export function SatelliteBackdrop({ apiKey, frame, view }: SatelliteBackdropProps) {
  const { t } = useTranslation('editorRoof');
  const now = usePlanViewNow(view);
  const centre = planToCorner(frame, now.centre);
  const zoom = now.zoom;
  return (
    <APIProvider apiKey={apiKey}>
      <section aria-label={t('plan.satellite')} style={{ position: 'absolute', inset: 0 }}>
        <GoogleMap
          center={centre}
          zoom={zoom}
          mapTypeId="satellite"
          tilt={0}
          heading={0}
          disableDefaultUI
          gestureHandling="none"
          keyboardShortcuts={false}
          clickableIcons={false}
          style={{ width: '100%', height: '100%' }}
        />
      </section>
    </APIProvider>
  );
}
