/** Texts of the points pages: pointMall, redeemHistory, pointsDetails (spec 2, 3, 4). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const pointsMessages = defineMessages(catalogue.pointsMessages);

/** Texts with values. */
export const pointsValues = defineMessages<{
  points: { points: string };
  stock: { left: string };
  limit: { used: number; limit: number };
  requirement: { amount: string };
  bonusTurnover: { amount: string; turnover: string };
  cashAmount: { amount: string };
  redeemTitle: { name: string };
  redeemCost: { points: string };
  convertRate: { points: string; amount: string; min: string };
  converted: { amount: string };
  remark: { remark: string };
  quantity: { quantity: number };
  balanceAfter: { points: string };
}>(catalogue.pointsValues);
