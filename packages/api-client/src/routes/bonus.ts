/**
 * The bonus calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as bonus from '@playdeck/api-client/routes/bonus'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { BonusIdParams, BonusPage, BonusQuery, BonusRow } from '../bonus.ts';
import { api } from '../route.ts';

export const list = /* @__PURE__ */ api<{
  query: Static<typeof BonusQuery>;
  value: Static<typeof BonusPage>;
}>({ id: 'bonus.list', method: 'GET', path: '/wps/member/bonuses', auth: 'member' });
export const forfeit = /* @__PURE__ */ api<{
  params: Static<typeof BonusIdParams>;
  value: Static<typeof BonusRow>;
}>({ id: 'bonus.forfeit', method: 'POST', path: '/wps/member/bonuses/:id/forfeit', auth: 'member' });
