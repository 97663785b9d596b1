/**
 * One inverter unit of the system settings step: its rated power ratio bar, the balance rule
 * when the model needs all access, the DC and AC tabs, and the copy button.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { CableMaterialRow } from '@pvd/shared/catalogue/cable-material';
import { acRatedPowerRatio } from '@pvd/shared/electrical/ac-checks';
import { checkMpptBalance, needsAllAccess, stringsPerMpptOf } from '@pvd/shared/electrical/balance';
import type { InverterUnitCheck } from '@pvd/shared/electrical/inverter-checks';
import type { InverterGroupRecord } from '@pvd/shared/project/record/inverter-group';
import type { PvArrayRecord } from '@pvd/shared/project/record/pv-array';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcPanel } from './ac-panel';
import { BalanceAlert } from './balance-alert';
import { DcTable, type SiteTemperatures } from './dc-table';
import { RatioBar } from './ratio-bar';
import type { AcInput, DcInput } from './string-design';

interface UnitPanelProps {
  name: string;
  group: InverterGroupRecord;
  unitIndex: number;
  /** The unit as the draft holds it (inputs, before the record's defaults). */
  dcEntries: readonly DcInput[];
  acEntry: AcInput | null | undefined;
  check: InverterUnitCheck;
  pvArrays: readonly PvArrayRecord[];
  materials: readonly CableMaterialRow[];
  defaultMaterialId: string | null;
  resistivityOf(materialId: string | null | undefined): number | null;
  site: SiteTemperatures;
  canCopy: boolean;
  onCopy(): void;
  onDcPatch(mpptNo: string, patch: Partial<DcInput>, material?: CableMaterialRow): void;
  onAcPatch(patch: Partial<AcInput>, material?: CableMaterialRow): void;
}

export function UnitPanel(props: UnitPanelProps) {
  const { group, unitIndex, check } = props;
  const { t } = useTranslation('editorStrings');
  const [tab, setTab] = useState('dc');
  const unit = group.inverters[unitIndex]!;
  const totalStringPowerW = check.rows.reduce(
    (sum, row) => sum + (row.state === 'checked' ? row.check.stringPowerW : 0),
    0,
  );
  const ratio = acRatedPowerRatio(
    totalStringPowerW,
    check.limits.ratedAcPowerW,
    check.limits.europeanEfficiencyPercent,
  );
  const balance = needsAllAccess(group.info)
    ? checkMpptBalance(stringsPerMpptOf({ info: group.info, DC: unit.DC }))
    : null;
  return (
    <section aria-label={props.name}>
      <Container
        header={
          <Header
            variant="h3"
            actions={
              <Button
                disabled={!props.canCopy}
                disabledReason={props.canCopy ? undefined : t('copy.noCandidates')}
                ariaLabel={t('copy.buttonOf', { name: props.name })}
                onClick={props.onCopy}
              >
                {t('copy.button')}
              </Button>
            }
          >
            {props.name}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <RatioBar ratioPercent={ratio} />
          {balance && <BalanceAlert balance={balance} />}
          <Tabs
            activeTabId={tab}
            onChange={({ detail }) => setTab(detail.activeTabId)}
            ariaLabel={t('tabs.label', { name: props.name })}
            tabs={[
              {
                id: 'dc',
                label: t('tabs.dc'),
                content: (
                  <DcTable
                    entries={props.dcEntries}
                    check={check}
                    pvArrays={props.pvArrays}
                    materials={props.materials}
                    resistivityOf={props.resistivityOf}
                    defaultMaterialId={props.defaultMaterialId}
                    site={props.site}
                    onPatch={(mpptNo, patch) => props.onDcPatch(mpptNo, patch)}
                    onMaterial={(mpptNo, material) =>
                      props.onDcPatch(mpptNo, { cableMaterialId: material.Id }, material)
                    }
                  />
                ),
              },
              {
                id: 'ac',
                label: t('tabs.ac'),
                content: (
                  <AcPanel
                    entry={props.acEntry}
                    check={check}
                    materials={props.materials}
                    defaultMaterialId={props.defaultMaterialId}
                    resistivityOf={props.resistivityOf}
                    siteMaxC={props.site.maxC}
                    onPatch={(patch) => props.onAcPatch(patch)}
                    onMaterial={(material) => props.onAcPatch({ cableMaterialId: material.Id }, material)}
                  />
                ),
              },
            ]}
          />
        </SpaceBetween>
      </Container>
    </section>
  );
}
