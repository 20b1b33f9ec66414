/** Messages of the agent contract pages, the live contract popup and the income report (ids `agent.contracts.*`). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const contractMessages = defineMessages(catalogue.contractMessages);

/** Texts with ICU arguments (typed values). */
export const contractValues = defineMessages<{
  singleBetMin: { amount: string };
  tier: { n: number };
  condBets: { amount: string };
  condActive: { count: number };
  condProfitLoss: { amount: string };
  condLossRate: { rate: string };
  condWinRate: { rate: string };
  tierLine: { n: number; rate: string };
  statusPeriod: { status: string; period: string };
  statementMeta: { type: string; period: string; range: string };
  rowSummary: { bets: string; rate: string };
  popupOffer: { upline: string; type: string; period: string };
  endsLine: { type: string; agent: string };
  from: { name: string };
  to: { name: string };
  offerRemoveTier: { n: number };
  offerSent: { name: string };
  statementPeriod: { from: string; to: string };
  lineDeduction: { agent: string; rate: string; base: string };
  percent: { rate: string };
  statementTitle: { agent: string };
}>(catalogue.contractValues);
