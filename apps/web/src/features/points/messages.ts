/** Texts of the points pages: pointMall, redeemHistory, pointsDetails (spec 2, 3, 4). */
import { defineMessages } from 'react-intl';

export const pointsMessages = defineMessages({
  balance: {
    id: 'app.points.balance',
    defaultMessage: 'My points',
    description: 'Points mall: label of the member’s points balance',
  },
  catalogue: {
    id: 'app.points.catalogue',
    defaultMessage: 'Rewards',
    description: 'Points mall: accessible name of the list of items',
  },
  empty: {
    id: 'app.points.empty',
    defaultMessage: 'No rewards yet',
    description: 'Points mall: the catalogue has no items',
  },
  emptyInfo: {
    id: 'app.points.emptyInfo',
    defaultMessage: 'Rewards you can redeem with your points appear here.',
    description: 'Points mall: explanation under the empty catalogue',
  },
  redeem: { id: 'app.points.redeem', defaultMessage: 'Redeem', description: 'Points mall: redeem button' },
  loginToRedeem: {
    id: 'app.points.loginToRedeem',
    defaultMessage: 'Log in to redeem',
    description: 'Points mall: shown to visitors instead of the redeem button',
  },
  unavailable: {
    id: 'app.points.unavailable',
    defaultMessage: 'Not available now',
    description: 'Points mall: an item disabled or outside its availability window',
  },
  soldOut: {
    id: 'app.points.soldOut',
    defaultMessage: 'Out of stock',
    description: 'Points mall: no stock left',
  },
  limitReached: {
    id: 'app.points.limitReached',
    defaultMessage: 'Limit reached',
    description: 'Points mall: the member redeemed this item as often as allowed',
  },
  withdrawPassword: {
    id: 'app.points.withdrawPassword',
    defaultMessage: 'Withdraw password',
    description: 'Redeem and convert forms: the withdraw password field',
  },
  withdrawPasswordRequired: {
    id: 'app.points.withdrawPasswordRequired',
    defaultMessage: 'Please enter withdraw password',
    description: 'Redeem and convert forms: the withdraw password is empty',
  },
  deliveryName: {
    id: 'app.points.deliveryName',
    defaultMessage: 'Recipient name',
    description: 'Redeem form of a physical item: delivery name',
  },
  deliveryPhone: {
    id: 'app.points.deliveryPhone',
    defaultMessage: 'Phone',
    description: 'Redeem form of a physical item: delivery phone',
  },
  deliveryAddress: {
    id: 'app.points.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Redeem form of a physical item: delivery address',
  },
  deliveryRequired: {
    id: 'app.points.deliveryRequired',
    defaultMessage: 'Required for delivery',
    description: 'Redeem form of a physical item: a delivery field is empty',
  },
  confirm: { id: 'app.points.confirm', defaultMessage: 'Confirm', description: 'Redeem and convert: submit' },
  redeemed: {
    id: 'app.points.redeemed',
    defaultMessage: 'Redeemed: your request is in process',
    description: 'Points mall: toast after a successful redeem',
  },
  convertTitle: {
    id: 'app.points.convertTitle',
    defaultMessage: 'Convert points to cash',
    description: 'Points mall: heading of the conversion form',
  },
  convertPoints: {
    id: 'app.points.convertPoints',
    defaultMessage: 'Points to convert',
    description: 'Points mall: conversion form, number of points',
  },
  convert: {
    id: 'app.points.convert',
    defaultMessage: 'Convert',
    description: 'Points mall: convert button',
  },
  pointsInvalid: {
    id: 'app.points.pointsInvalid',
    defaultMessage: 'Enter a whole number of points',
    description: 'Conversion form: the points field is not a positive whole number',
  },
  history: {
    id: 'app.points.history',
    defaultMessage: 'Redemptions',
    description: 'Redeem history: accessible name of the list',
  },
  historyEmpty: {
    id: 'app.points.historyEmpty',
    defaultMessage: 'No redemptions yet',
    description: 'Redeem history: nothing redeemed',
  },
  historyEmptyInfo: {
    id: 'app.points.historyEmptyInfo',
    defaultMessage: 'Items you redeem in the points mall appear here with their status.',
    description: 'Redeem history: explanation under the empty state',
  },
  in_process: {
    id: 'app.points.status.inProcess',
    defaultMessage: 'In process',
    description: 'Redeem history: status of a redemption awaiting the operator (spec 4 "In Process")',
  },
  approved: {
    id: 'app.points.status.approved',
    defaultMessage: 'Approved',
    description: 'Redeem history: status of an approved (completed) redemption (spec 4)',
  },
  rejected: {
    id: 'app.points.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Redeem history: status of a rejected redemption (spec 4)',
  },
  conversion: {
    id: 'app.points.conversion',
    defaultMessage: 'Points conversion',
    description: 'Redeem history: name of a points-to-cash conversion',
  },
  details: {
    id: 'app.points.details',
    defaultMessage: 'Points movements',
    description: 'Points details: accessible name of the list',
  },
  detailsEmpty: {
    id: 'app.points.detailsEmpty',
    defaultMessage: 'No points yet',
    description: 'Points details: no movement',
  },
  detailsEmptyInfo: {
    id: 'app.points.detailsEmptyInfo',
    defaultMessage: 'Points you earn by playing and depositing, and points you redeem, appear here.',
    description: 'Points details: explanation under the empty state',
  },
  category: {
    id: 'app.points.category',
    defaultMessage: 'Category',
    description: 'Points details: the category filter',
  },
  all: {
    id: 'app.points.category.all',
    defaultMessage: 'All',
    description: 'Points details: no category filter',
  },
  live: { id: 'app.points.category.live', defaultMessage: 'Live', description: 'Points category (spec 3)' },
  lottery: {
    id: 'app.points.category.lottery',
    defaultMessage: 'Lottery',
    description: 'Points category (spec 3)',
  },
  pvp: { id: 'app.points.category.pvp', defaultMessage: 'PVP', description: 'Points category (spec 3)' },
  slots: {
    id: 'app.points.category.slots',
    defaultMessage: 'Slots',
    description: 'Points category (spec 3)',
  },
  sports: {
    id: 'app.points.category.sports',
    defaultMessage: 'Sports',
    description: 'Points category (spec 3)',
  },
  redeemCat: {
    id: 'app.points.category.redeem',
    defaultMessage: 'Redeem',
    description: 'Points category of a redemption or its refund (spec 3)',
  },
  deposit: {
    id: 'app.points.category.deposit',
    defaultMessage: 'Deposit',
    description: 'Points category of points earned by a deposit (spec 3)',
  },
  none: {
    id: 'app.points.category.none',
    defaultMessage: 'Other',
    description: 'Points details: no category',
  },
  pager: { id: 'app.points.pager', defaultMessage: 'Pages', description: 'Points lists: pager label' },
  tabs: {
    id: 'app.points.tabs',
    defaultMessage: 'Points',
    description: 'Points mall page: accessible name of its tabs',
  },
});

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
}>({
  points: {
    id: 'app.points.value.points',
    defaultMessage: '{points} points',
    description: 'A number of points',
  },
  stock: {
    id: 'app.points.value.stock',
    defaultMessage: '{left} left',
    description: 'Points mall: units left in stock',
  },
  limit: {
    id: 'app.points.value.limit',
    defaultMessage: 'Limit {used}/{limit}',
    description: 'Points mall: units this member redeemed of the per-member limit',
  },
  requirement: {
    id: 'app.points.value.requirement',
    defaultMessage: 'Needs deposits of {amount}',
    description: 'Points mall: the item’s amount requirement',
  },
  bonusTurnover: {
    id: 'app.points.value.bonusTurnover',
    defaultMessage: 'Bonus {amount}, turnover {turnover}',
    description: 'Points mall: a bonus item’s amount and turnover',
  },
  cashAmount: {
    id: 'app.points.value.cashAmount',
    defaultMessage: '{amount} to your wallet',
    description: 'Points mall: a cash item’s amount',
  },
  redeemTitle: {
    id: 'app.points.value.redeemTitle',
    defaultMessage: 'Redeem {name}',
    description: 'Points mall: title of the redeem dialog',
  },
  redeemCost: {
    id: 'app.points.value.redeemCost',
    defaultMessage: 'This costs {points} points.',
    description: 'Points mall: redeem dialog description',
  },
  convertRate: {
    id: 'app.points.value.convertRate',
    defaultMessage: '{points} points = {amount}; at least {min} points',
    description: 'Points mall: the conversion rate',
  },
  converted: {
    id: 'app.points.value.converted',
    defaultMessage: '{amount} added to your wallet',
    description: 'Points mall: toast after a conversion',
  },
  remark: {
    id: 'app.points.value.remark',
    defaultMessage: 'Remark: {remark}',
    description: 'Redeem history: the operator’s remark',
  },
  quantity: {
    id: 'app.points.value.quantity',
    defaultMessage: '× {quantity}',
    description: 'Redeem history: the quantity redeemed',
  },
  balanceAfter: {
    id: 'app.points.value.balanceAfter',
    defaultMessage: 'Balance {points}',
    description: 'Points details: the points balance after a movement',
  },
});
