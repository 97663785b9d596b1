/**
 * A button that opens the browser's file chooser: the file input itself is hidden from view and
 * keys (the button is what a keyboard or a screen reader reaches), and cleared after each choice
 * so that choosing the same file again reads it again.
 */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { type ReactNode, useRef } from 'react';

export interface FileChooseButtonProps {
  /** The input's `accept`: extensions and media types. */
  accept: string;
  /** The file chosen; undefined when the chooser was closed without one. */
  onFile(file: File | undefined): void;
  /** The hidden input's test id (tests set files on it). */
  inputTestId?: string;
  loading?: boolean;
  loadingText?: string;
  disabled?: boolean;
  ariaLabel?: string;
  iconName?: ButtonProps['iconName'];
  children: ReactNode;
}

export function FileChooseButton({
  accept,
  onFile,
  inputTestId,
  iconName = 'upload',
  children,
  ...button
}: FileChooseButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
      />
      <Button iconName={iconName} {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
