/** Texts of the agent team pages (docs/architecture.md "Agents"). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const teamMessages = defineMessages(catalogue.teamMessages);

/** Texts with arguments (typed values). */
export const teamValues = defineMessages<{
  created: { username: string };
  code: { code: string };
  qrAlt: { link: string };
  levelUpline: { depth: number; upline: string };
  transferTo: { username: string };
  limitLine: { used: string; limit: string; count: number; countLimit: number };
  yourBalance: { balance: string };
  transferDone: { amount: string; balance: string };
  amountInvalid: { decimals: number };
  agentName: { username: string };
  balanceLine: { amount: string };
  lastLoginLine: { time: string };
  roundLine: { game: string; status: string };
  amountsLine: { stake: string; win: string; profit: string };
  timeBalanceLine: { time: string; balance: string };
}>(catalogue.teamValues);
