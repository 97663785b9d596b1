/**
 * Address, longitude and latitude (required, 0 counts as present [WIZ-2]), the place search,
 * the locate button and the horizontal radiation button. Coordinates are kept as typed (the API
 * sends them as text [WIZ-2]) so a half-typed value is never rewritten under the user's cursor.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { PlaceResult } from '@pvd/shared/api/places';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredLabel } from '@/components/required-label';
import { roundCoordinate, siteOf } from './coordinates';
import { RadiationDialog } from './lazy-radiation-dialog';
import { PlaceSearch } from './place-search';
import { useLocate } from './use-locate';

type MapLocation = ProjectInputBody['mapLocation'];

interface LocationFieldsProps {
  location: MapLocation;
  onChange(change: (location: MapLocation) => MapLocation): void;
  errorOf(path: string): string | undefined;
  touch(path: string): void;
}

/** The text a coordinate field shows for the draft's value. */
function coordinateText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function LocationFields({ location, onChange, errorOf, touch }: LocationFieldsProps) {
  const { t } = useTranslation('editorBase');
  const [radiationOpen, setRadiationOpen] = useState(false);
  const moveTo = (site: { longitude: number; latitude: number }) =>
    onChange((l) => ({
      ...l,
      proLongitude: roundCoordinate(site.longitude),
      proLatitude: roundCoordinate(site.latitude),
      proMapWay: 'Google',
    }));
  const { locate, locating, failure, dismiss } = useLocate(moveTo);
  const choosePlace = (place: PlaceResult) =>
    onChange((l) => ({
      ...l,
      proAddress:
        place.name === place.latinName
          ? `${place.name}, ${place.country}`
          : `${place.name}（${place.latinName}）, ${place.country}`,
      proPlaceName: place.name,
      proLongitude: place.longitude,
      proLatitude: place.latitude,
      proMapWay: 'Google',
    }));
  return (
    <SpaceBetween size="m">
      <PlaceSearch onChoose={choosePlace} />
      <FormField
        label={<RequiredLabel>{t('location.address')}</RequiredLabel>}
        errorText={errorOf('mapLocation.proAddress')}
        secondaryControl={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              iconName="location-pin"
              ariaLabel={t('location.locateLabel')}
              loading={locating}
              onClick={locate}
            >
              {t('location.locate')}
            </Button>
            <Button formAction="none" iconName="status-info" onClick={() => setRadiationOpen(true)}>
              {t('location.radiation')}
            </Button>
          </SpaceBetween>
        }
      >
        <Input
          ariaRequired
          value={location.proAddress ?? ''}
          onChange={({ detail }) => onChange((l) => ({ ...l, proAddress: detail.value }))}
          onBlur={() => touch('mapLocation.proAddress')}
        />
      </FormField>
      {failure && (
        <Alert type="error" dismissible onDismiss={dismiss}>
          {t(failure === 'locationFailed' ? 'location.locationFailed' : 'location.targetingNotSupported')}
        </Alert>
      )}
      <Grid gridDefinition={[{ colspan: 6 }, { colspan: 6 }]}>
        <FormField
          label={<RequiredLabel>{t('location.longitude')}</RequiredLabel>}
          errorText={errorOf('mapLocation.proLongitude')}
        >
          <Input
            ariaRequired
            inputMode="decimal"
            value={coordinateText(location.proLongitude)}
            onChange={({ detail }) => onChange((l) => ({ ...l, proLongitude: detail.value }))}
            onBlur={() => touch('mapLocation.proLongitude')}
          />
        </FormField>
        <FormField
          label={<RequiredLabel>{t('location.latitude')}</RequiredLabel>}
          errorText={errorOf('mapLocation.proLatitude')}
        >
          <Input
            ariaRequired
            inputMode="decimal"
            value={coordinateText(location.proLatitude)}
            onChange={({ detail }) => onChange((l) => ({ ...l, proLatitude: detail.value }))}
            onBlur={() => touch('mapLocation.proLatitude')}
          />
        </FormField>
      </Grid>
      <RadiationDialog
        visible={radiationOpen}
        site={siteOf(location)}
        weatherFileId={location.weatherFileId ?? null}
        onDismiss={() => setRadiationOpen(false)}
      />
    </SpaceBetween>
  );
}
