/** The template's placeholders ({{link}} {{email}} {{projectName}} …) as buttons that insert them at the caret. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

const knownNames = ['link', 'email', 'hours', 'senderName', 'senderEmail', 'projectName'] as const;
type KnownName = (typeof knownNames)[number];

function isKnown(name: string): name is KnownName {
  return (knownNames as readonly string[]).includes(name);
}

export function PlaceholderChips({
  names,
  onInsert,
}: {
  names: readonly string[];
  onInsert(text: string): void;
}) {
  const { t } = useTranslation('maintain');
  return (
    <SpaceBetween size="xxs">
      <Box variant="awsui-key-label">{t('emailTemplates.placeholders')}</Box>
      <SpaceBetween direction="horizontal" size="xs">
        {names.map((name) => {
          const token = `{{${name}}}`;
          const shown = isKnown(name) ? `${token} ${t(`emailTemplates.placeholderNames.${name}`)}` : token;
          return (
            <Button
              key={name}
              formAction="none"
              iconName="add-plus"
              // What the chip shows, inside its name: saying it finds the button (voice control).
              ariaLabel={t('emailTemplates.insertPlaceholder', { placeholder: shown })}
              onClick={() => onInsert(token)}
            >
              {shown}
            </Button>
          );
        })}
      </SpaceBetween>
      <Box variant="small" color="text-body-secondary">
        {t('emailTemplates.placeholdersHint')}
      </Box>
    </SpaceBetween>
  );
}
