/**
 * The site's map: Google Maps when the site configuration has a key, else the plan
 * view. Both show the marker at the coordinates and move it on a click. Coordinates are WGS-84
 * and stored with proMapWay 'Google' (Baidu projects are converted by shared/project/record/location).
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import { DEFAULT_MAP } from '@pvd/shared/project/record/base';
import { useTranslation } from 'react-i18next';
import { lazyComponentAfterPaint } from '@/components/lazy-content';
import { useMapsKey } from '@/hooks/use-maps-key';
import { lazyModule } from '@/lib/lazy-module';
import { APIProvider, GoogleMap, Marker } from '@/lib/maps/google-maps';
import { PLAN_VIEW_BOX } from './plan-view-box';

/**
 * The plan view is fetched once the step has painted: it sits below the first screen. Its loading
 * line fills the plan's own box meanwhile.
 */
const PlanView = lazyComponentAfterPaint(
  lazyModule(() => import('./plan-view')),
  (m) => m.PlanView,
  'map',
  PLAN_VIEW_BOX,
);

interface SiteMapProps {
  site: { longitude: number; latitude: number } | null;
  zoom: number;
  onPick(site: { longitude: number; latitude: number }): void;
}

export function SiteMap({ site, zoom, onPick }: SiteMapProps) {
  const { t } = useTranslation('editorBase');
  const key = useMapsKey();
  const centre = {
    lat: site?.latitude ?? DEFAULT_MAP.latitude,
    lng: site?.longitude ?? DEFAULT_MAP.longitude,
  };
  return (
    <FormField label={t('map.label')} description={key === null ? t('map.planNote') : undefined}>
      {key ? (
        <APIProvider apiKey={key}>
          <section aria-label={t('map.googleLabel')} style={{ height: 360 }}>
            <GoogleMap
              defaultCenter={centre}
              defaultZoom={zoom}
              gestureHandling="cooperative"
              onClick={(event) => {
                const latLng = event.detail.latLng;
                if (latLng) onPick({ longitude: latLng.lng, latitude: latLng.lat });
              }}
            >
              {site && <Marker position={centre} title={t('map.marker')} />}
            </GoogleMap>
          </section>
        </APIProvider>
      ) : key === null ? (
        <PlanView site={site} onPick={onPick} />
      ) : (
        <Box color="text-body-secondary">…</Box>
      )}
    </FormField>
  );
}
