/**
 * The editor's toolbar: bold, italic, underline, bulleted and numbered list, link and undo. The
 * format buttons say whether their format applies at the caret (aria-pressed).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { useTranslation } from 'react-i18next';
import type { FormatState, ToggleFormat } from '../hooks/use-editor-selection';
import { toolbarIcons } from './toolbar-icons';

const formatButtons: readonly {
  format: ToggleFormat;
  label: 'bold' | 'italic' | 'underline' | 'bulletList' | 'numberedList';
}[] = [
  { format: 'bold', label: 'bold' },
  { format: 'italic', label: 'italic' },
  { format: 'underline', label: 'underline' },
  { format: 'insertUnorderedList', label: 'bulletList' },
  { format: 'insertOrderedList', label: 'numberedList' },
];

interface RichTextToolbarProps {
  formats: FormatState;
  linkOpen: boolean;
  onFormat(format: ToggleFormat): void;
  onLink(): void;
  onUndo(): void;
}

export function RichTextToolbar({ formats, linkOpen, onFormat, onLink, onUndo }: RichTextToolbarProps) {
  const { t } = useTranslation('maintain');
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="pvd-editor__toolbar">
      <SpaceBetween direction="horizontal" size="xxs">
        {formatButtons.map(({ format, label }) => (
          <ToggleButton
            key={format}
            variant="icon"
            iconSvg={toolbarIcons[label]}
            pressedIconSvg={toolbarIcons[label]}
            pressed={formats[format]}
            ariaLabel={t(`editor.${label}`)}
            onChange={() => onFormat(format)}
          />
        ))}
        <ToggleButton
          variant="icon"
          iconSvg={toolbarIcons.link}
          pressedIconSvg={toolbarIcons.link}
          pressed={linkOpen}
          ariaLabel={t('editor.link')}
          onChange={onLink}
        />
        <Button
          variant="icon"
          iconName="undo"
          ariaLabel={t('editor.undo')}
          formAction="none"
          onClick={onUndo}
        />
      </SpaceBetween>
    </div>
  );
}
