/** A section of the investment step with a switch in its header that enables its fields (loan, itemised costs [WIZ-11]). */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Toggle from '@cloudscape-design/components/toggle';
import type { ReactNode } from 'react';

interface SwitchedSectionProps {
  title: string;
  description?: string;
  switchLabel: string;
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}

export function SwitchedSection({
  title,
  description,
  switchLabel,
  checked,
  onChange,
  children,
}: SwitchedSectionProps) {
  return (
    <Container
      header={
        <Header
          variant="h3"
          description={description}
          actions={
            <Toggle checked={checked} onChange={({ detail }) => onChange(detail.checked)}>
              {switchLabel}
            </Toggle>
          }
        >
          {title}
        </Header>
      }
    >
      {children}
    </Container>
  );
}
