/** The investment step (issue 10): placeholder until its work lands; the wizard already routes to it. */
import type { StepProps } from '../../model/step-props';

export function InvestmentStep(_props: StepProps) {
  return null;
}
