/**
 * Where a far horizon can come from besides typing it: a file (the shared reader) or PVGIS's
 * horizon service for the project's site (climate/queryHorizonProfile). The points read go to the
 * section, which asks before they replace points already there; the outcome (how many points
 * came, or why none did and that the horizon is unchanged) shows until dismissed.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import * as horizonCalls from '@pvd/shared/api/horizon';
import { validationMessage } from '@pvd/shared/errors/validation';
import { engineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '@/components/file-choose-button';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import type { DraftHorizon } from '../model/surroundings-body';
import { siteOf } from './coordinates';
import { readHorizonFromFile } from './read-horizon-file';

export interface SourceOutcome {
  type: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

/** Points read from a source, and what to say once they are in the project. */
export interface ReadHorizon {
  horizon: DraftHorizon;
  /** The file's name, or null for PVGIS. */
  fileName: string | null;
  done: SourceOutcome;
}

export interface HorizonSourcesProps {
  body: ProjectInputBody;
  onRead(read: ReadHorizon): void;
  onOutcome(outcome: SourceOutcome | null): void;
}

/** The file types the chooser offers. */
const ACCEPT = '.csv,.txt,.json,text/csv,text/plain,application/json';

export function HorizonSources({ body, onRead, onOutcome }: HorizonSourcesProps) {
  const { t } = useTranslation('editorSurroundings');
  const language = useLanguage();
  const [reading, setReading] = useState(false);
  const [fetching, setFetching] = useState(false);

  async function choose(file: File | undefined) {
    if (!file || reading) return;
    setReading(true);
    onOutcome(null);
    const read = await readHorizonFromFile(file);
    setReading(false);
    if (read.ok) {
      onRead({
        horizon: { source: 'file', points: read.points },
        fileName: file.name,
        done: {
          type: 'success',
          text: t('horizon.imported', { name: file.name, count: read.points.length }),
        },
      });
    } else {
      onOutcome({
        type: 'error',
        text: t('horizon.fileRefused', { name: file.name, reason: validationMessage(read.key, language) }),
      });
    }
  }

  async function fetchPvgis() {
    const site = siteOf(body.mapLocation);
    if (!site) {
      onOutcome({ type: 'warning', text: t('horizon.fetchNoSite') });
      return;
    }
    setFetching(true);
    onOutcome(null);
    try {
      // The map's coordinates on WGS-84 (a Baidu pin is converted), as the engine takes them.
      const { latitude, longitude } = engineSite({
        ...body.mapLocation,
        proLatitude: site.latitude,
        proLongitude: site.longitude,
      });
      const answer = await api(horizonCalls.queryHorizonProfile, { latitude, longitude }, { quiet: 'all' });
      onRead({
        horizon: { source: 'pvgis', points: answer.points },
        fileName: null,
        done: { type: 'success', text: t('horizon.fetched', { count: answer.points.length }) },
      });
    } catch (error) {
      onOutcome({ type: 'warning', text: t('horizon.fetchFailed', { reason: (error as Error).message }) });
    } finally {
      setFetching(false);
    }
  }

  return (
    <>
      <FileChooseButton
        accept={ACCEPT}
        inputTestId="horizon-file"
        loading={reading}
        onFile={(file) => void choose(file)}
      >
        {t('horizon.import')}
      </FileChooseButton>
      <Button iconName="download" loading={fetching} onClick={() => void fetchPvgis()}>
        {t('horizon.fetch')}
      </Button>
    </>
  );
}

/** The last import's or fetch's outcome. */
export function SourceOutcomeAlert({ outcome, onDismiss }: { outcome: SourceOutcome; onDismiss(): void }) {
  return (
    <Alert type={outcome.type} dismissible onDismiss={onDismiss}>
      {outcome.text}
    </Alert>
  );
}
