/** Which component draws each step (the wizard's table of contents). */
import type { ComponentType } from 'react';
import type { StepProps } from './model/step-props';
import type { StepId } from './model/steps';
import { BaseInfoStep } from './steps/base-info/base-info-step';
import { InvertersStep } from './steps/inverters/inverters-step';
import { InvestmentStep } from './steps/investment/investment-step';
import { PvArraysStep } from './steps/pv-arrays/pv-arrays-step';
import { SystemLossStep } from './steps/system-loss/system-loss-step';
import { SystemSettingsStep } from './steps/system-settings/system-settings-step';
import { UserLoadStep } from './steps/user-load/user-load-step';

export const stepComponents: Record<StepId, ComponentType<StepProps>> = {
  base: BaseInfoStep,
  load: UserLoadStep,
  arrays: PvArraysStep,
  inverters: InvertersStep,
  strings: SystemSettingsStep,
  loss: SystemLossStep,
  investment: InvestmentStep,
};
