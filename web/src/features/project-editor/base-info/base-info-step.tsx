/**
 * The base info step [WIZ-2] [WIZ-13]: project image, name, owner,
 * capacity with its unit, address with the place search, locate and radiation buttons,
 * coordinates, the ambient temperatures filled from the location, and the map; then the
 * project's climate data (its source, an uploaded weather file [ENG-6]) and the site's far horizon.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponentAfterPaint } from '@/components/lazy-content';
import { useLanguage, withNamespaces } from '@/lib/i18n';
import { lazyModule } from '@/lib/lazy-module';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { siteOf } from './coordinates';
import { LocationFields } from './location-fields';
import { ProjectFields } from './project-fields';
import { ProjectImage } from './project-image';
import { SiteMap } from './site-map';
import { TemperatureFields, type Temperatures } from './temperature-fields';
import { useLocationClimate } from './use-location-climate';

/**
 * The far horizon (its editor, file import and PVGIS fetch) is fetched once the step has painted:
 * it sits below the site, so a line saying it loads holds its place meanwhile.
 */
const horizonSection = lazyModule(withNamespaces(['editorSurroundings'], () => import('./horizon-section')));
const HorizonSection = lazyComponentAfterPaint(horizonSection, (m) => m.HorizonSection, 'horizon');
/** The climate data (the source in use, the weather files and their upload [ENG-6]), likewise. */
const climateSection = lazyModule(withNamespaces(['editorClimate'], () => import('./climate-data-section')));
const ClimateDataSection = lazyComponentAfterPaint(climateSection, (m) => m.ClimateDataSection, 'climate');

type MapLocation = ProjectInputBody['mapLocation'];
type ProjectBase = ProjectInputBody['projectBase'];

export function BaseInfoStep({ draft, live, update, showIssues }: StepProps) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  const { errorOf, touch } = useFieldIssues(live.issues, showIssues);
  const { projectBase, mapLocation } = draft.body;
  const updateBase = useCallback(
    (change: (base: ProjectBase) => ProjectBase) =>
      update((body) => ({ ...body, projectBase: change(body.projectBase) })),
    [update],
  );
  const updateLocation = useCallback(
    (change: (location: MapLocation) => MapLocation) =>
      update((body) => ({ ...body, mapLocation: change(body.mapLocation) })),
    [update],
  );
  const climate = useLocationClimate(mapLocation, updateLocation);
  const temperatures: Temperatures = {
    min: mapLocation.proMinTemperature ?? 0,
    max: mapLocation.proMaxTemperature ?? 0,
    avg: mapLocation.proAvgTemperature ?? 0,
  };
  const changeTemperatures = (next: Partial<Temperatures>) =>
    updateLocation((l) => ({
      ...l,
      ...(next.min !== undefined && { proMinTemperature: next.min }),
      ...(next.max !== undefined && { proMaxTemperature: next.max }),
      ...(next.avg !== undefined && { proAvgTemperature: next.avg }),
    }));
  const site = siteOf(mapLocation);
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('required.legend')}>
            {t('base.projectHeader')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ProjectImage projectId={draft.projectId} />
          <ProjectFields base={projectBase} onChange={updateBase} errorOf={errorOf} touch={touch} />
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{t('base.locationHeader')}</Header>}>
        <SpaceBetween size="l">
          <LocationFields location={mapLocation} onChange={updateLocation} errorOf={errorOf} touch={touch} />
          <TemperatureFields value={temperatures} onChange={changeTemperatures} errorOf={errorOf} />
          <Box color="text-body-secondary" fontSize="body-s">
            {climate.loading
              ? t('location.climateLoading')
              : climate.source &&
                t('location.climateFrom', { source: climateSourceLabel(climate.source, language) })}
          </Box>
          <SiteMap
            site={site}
            zoom={mapLocation.proMapZoom ?? 10}
            onPick={(picked) =>
              updateLocation((l) => ({
                ...l,
                proLongitude: picked.longitude,
                proLatitude: picked.latitude,
                proMapWay: 'Google',
              }))
            }
          />
        </SpaceBetween>
      </Container>
      <ClimateDataSection location={mapLocation} updateLocation={updateLocation} climate={climate} />
      <HorizonSection body={draft.body} update={update} errorOf={errorOf} touch={touch} />
    </SpaceBetween>
  );
}
