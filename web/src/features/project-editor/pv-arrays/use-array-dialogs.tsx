/**
 * The two dialogs both drawers open over an array's fields: the panel chooser and the solar
 * radiation dialog (whose angle changes and 'best' buttons set the drawer's angles). One of them
 * is open at a time, each over the drawer.
 */
import { type ReactNode, useCallback, useState } from 'react';
import type { ClimateSite } from '../model/site';
import type { AngleKind, ArrayFields } from './array-fields';
import { ArrayRadiationDialog } from './array-radiation-dialog';
import { PanelChooser } from './panel-chooser';
import type { ChosenPanel } from './panel-copy';
import type { BestAngle } from './use-array-defaults';

interface Options {
  site: ClimateSite;
  fields: Pick<ArrayFields, 'panel' | 'tilt' | 'azimuth'>;
  best: Record<AngleKind, BestAngle>;
  onPanel(panel: ChosenPanel): void;
  onAngle(kind: AngleKind, value: number): void;
}

export function useArrayDialogs({ site, fields, best, onPanel, onAngle }: Options): {
  /** Stable: memoised fields keep their identity. */
  openChooser(): void;
  openRadiation(): void;
  /** The open dialog, if any, to render in the drawer. */
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<'chooser' | 'radiation' | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const openChooser = useCallback(() => setOpen('chooser'), []);
  const openRadiation = useCallback(() => setOpen('radiation'), []);
  let dialogs: ReactNode = null;
  if (open === 'chooser')
    dialogs = (
      <PanelChooser
        initial={fields.panel}
        onClose={close}
        onChoose={(chosen) => {
          onPanel(chosen);
          close();
        }}
      />
    );
  else if (open === 'radiation')
    dialogs = (
      <ArrayRadiationDialog
        site={site}
        tilt={fields.tilt}
        azimuth={fields.azimuth}
        onTilt={(value) => onAngle('tilt', value)}
        onAzimuth={(value) => onAngle('azimuth', value)}
        bestTilt={best.tilt.data}
        bestAzimuth={best.azimuth.data}
        onClose={close}
      />
    );
  return { openChooser, openRadiation, dialogs };
}
