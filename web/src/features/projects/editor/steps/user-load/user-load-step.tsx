/** The user load step (issue 10): placeholder until its work lands; the wizard already routes to it. */
import type { StepProps } from '../../model/step-props';

export function UserLoadStep(_props: StepProps) {
  return null;
}
