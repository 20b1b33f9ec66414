/** Localised names of contract types, periods and statuses (react-intl descriptors from messages.ts). */
import type { MessageDescriptor } from 'react-intl';
import type { ContractStatus } from '@playdeck/api-client/agentContracts';
import type { ContractPeriod, ContractType } from '@playdeck/domain/contracts';
import { contractMessages as m } from './messages';

export const TYPE_LABEL: Record<ContractType, MessageDescriptor> = {
  dividend: m.typeDividend,
  daily: m.typeDaily,
  hourly: m.typeHourly,
  realtime: m.typeRealtime,
};

export const PERIOD_LABEL: Record<ContractPeriod, MessageDescriptor> = {
  '5min': m.period5min,
  hourly: m.periodHourly,
  daily: m.periodDaily,
  weekly: m.periodWeekly,
  semimonthly: m.periodSemimonthly,
  monthly: m.periodMonthly,
};

export const STATUS_LABEL: Record<ContractStatus, MessageDescriptor> = {
  offered: m.statusOffered,
  active: m.statusActive,
  rejected: m.statusRejected,
  withdrawn: m.statusWithdrawn,
  replaced: m.statusReplaced,
  terminated: m.statusTerminated,
};
