/** The inverter step (issue 10): placeholder until its work lands; the wizard already routes to it. */
import type { StepProps } from '../../model/step-props';

export function InvertersStep(_props: StepProps) {
  return null;
}
