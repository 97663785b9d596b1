/**
 * A small accessible rich-text editor for the e-mail templates: a contentEditable text box
 * (role textbox, labelled by its form field) under a toolbar. Its HTML is sanitized with
 * DOMPurify on every change; `insertText` puts a placeholder at the caret.
 */
import { useFormFieldContext } from '@cloudscape-design/components/contexts/form-field';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { type ToggleFormat, useEditorSelection } from '../hooks/use-editor-selection';
import { LinkRow } from './link-row';
import { RichTextToolbar } from './rich-text-toolbar';
import { sanitizedFragment, sanitizeTemplateHtml } from './sanitize';
import './rich-text-editor.css';

export interface RichTextEditorHandle {
  insertText(text: string): void;
  focus(): void;
}

interface RichTextEditorProps {
  /** The content to start with; remount the editor (key) to load another. */
  initialHtml: string;
  onChange(html: string): void;
  invalid?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function RichTextEditor({ initialHtml, onChange, invalid, ref }: RichTextEditorProps) {
  const surface = useRef<HTMLDivElement>(null);
  const selection = useEditorSelection(surface);
  const field = useFormFieldContext({});
  const [linkOpen, setLinkOpen] = useState(false);

  useEffect(() => {
    surface.current?.replaceChildren(sanitizedFragment(initialHtml));
  }, [initialHtml]);

  const emit = () => onChange(sanitizeTemplateHtml(surface.current?.innerHTML ?? ''));

  // execCommand is deprecated but still the only way to keep the browser's own undo history.
  function run(command: string, value?: string) {
    selection.restore();
    document.execCommand(command, false, value);
    selection.refresh();
    emit();
  }

  function addLink(address: string) {
    setLinkOpen(false);
    if (selection.hasSelectedText()) return run('createLink', address);
    const safe = escapeHtml(address);
    run('insertHTML', `<a href="${safe}">${safe}</a>`);
  }

  useImperativeHandle(ref, () => ({
    insertText: (text: string) => run('insertText', text),
    focus: () => surface.current?.focus(),
  }));

  return (
    <div className={invalid ? 'pvd-editor pvd-editor--invalid' : 'pvd-editor'}>
      <RichTextToolbar
        formats={selection.formats}
        linkOpen={linkOpen}
        onFormat={(format: ToggleFormat) => run(format)}
        onLink={() => setLinkOpen((open) => !open)}
        onUndo={() => run('undo')}
      />
      {linkOpen && <LinkRow onApply={addLink} onCancel={() => setLinkOpen(false)} />}
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable; a textarea holds plain text only */}
      <div
        ref={surface}
        className="pvd-editor__surface"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={field.ariaLabelledby}
        aria-describedby={field.ariaDescribedby}
        aria-invalid={invalid || undefined}
        onInput={emit}
      />
    </div>
  );
}
