/**
 * The automatic design's proposal in the dialog: per inverter its rows (a row the check accepts
 * only with warnings says which), its empty MPPTs and notes; then what could not be placed, and why.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AutoDesign, ProposedMpptRow } from '@pvd/shared/electrical/auto-design-types';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { emptyMpptText, leftoverText, noteText, rowWarningText } from './design-texts';
import type { DesignUnit } from './design-unit';

interface DesignProposalProps {
  proposal: { design: AutoDesign; units: DesignUnit[] };
  arrayName(id: string): string;
}

export function DesignProposal({ proposal, arrayName }: DesignProposalProps) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const { design, units } = proposal;
  const inverterName = (index: number) => units[index]?.name ?? String(index + 1);
  const left = design.arrays.filter((array) => array.panelsLeft > 0);
  const warned = design.arrays.filter((array) => array.acceptedWithWarnings);
  return (
    <SpaceBetween size="m">
      <Box variant="h3">{t('design.proposal')}</Box>
      {warned.length > 0 && (
        <Alert type="warning" header={t('design.warnedTitle')}>
          {t('design.warnedIntro', { names: warned.map((array) => arrayName(array.arrayId)).join(', ') })}
        </Alert>
      )}
      {design.inverters.map((inverter) => (
        <section
          key={inverter.inverterIndex}
          aria-label={t('design.proposalOf', { name: inverterName(inverter.inverterIndex) })}
        >
          <Box variant="h4">
            {inverterName(inverter.inverterIndex)} ·{' '}
            {t('design.ratio', { ratio: formatNumber(inverter.acRatedPowerRatioPercent, language, 2) })}
          </Box>
          <ul>
            {inverter.rows.map((row) => (
              <ProposedRow key={row.mpptNo} row={row} arrayName={arrayName} />
            ))}
            {inverter.emptyMppts.map((mppt) => (
              <li key={mppt.mpptNo}>
                {t('design.emptyRow', { mppt: mppt.mpptNo, reason: emptyMpptText(mppt.reason, t) })}
              </li>
            ))}
          </ul>
          {inverter.notes.map((note) => (
            <Box key={note.kind} color="text-status-warning">
              {noteText(note, t, language)}
            </Box>
          ))}
        </section>
      ))}
      {left.length === 0 ? (
        <Alert type="success">{t('design.allPlaced')}</Alert>
      ) : (
        <Alert type="warning" header={t('design.notPlacedTitle')}>
          <ul>
            {left.map((array) => (
              <li key={array.arrayId}>
                {t('design.notPlaced', {
                  name: arrayName(array.arrayId),
                  left: array.panelsLeft,
                  total: array.panelcount,
                })}{' '}
                {array.reasons.map((reason) => leftoverText(reason, inverterName, t, language)).join(' ')}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </SpaceBetween>
  );
}

function ProposedRow({ row, arrayName }: { row: ProposedMpptRow; arrayName(id: string): string }) {
  const { t } = useTranslation('editorStrings');
  const language = useLanguage();
  const text = t('design.row', {
    mppt: row.mpptNo,
    array: arrayName(row.pvArrayId),
    strings: row.numberOfStrings,
    perString: row.numberOfComponentsPerString,
    power: formatNumber(row.stringPowerW, language, 0),
  });
  if (row.warnings.length === 0) return <li>{text}</li>;
  return (
    <li>
      {text}{' '}
      <Box variant="span" color="text-status-warning">
        {t('design.rowWarning', {
          reasons: row.warnings.map((warning) => rowWarningText(warning, t, language)).join(' '),
        })}
      </Box>
    </li>
  );
}
