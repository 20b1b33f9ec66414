/** The bonus calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { BonusPage, BonusQuery } from '../bonus.ts';
import { api } from '../route.ts';

export const bonus = {
  list: api<{ query: Static<typeof BonusQuery>; value: Static<typeof BonusPage> }>({
    id: 'bonus.list',
    method: 'GET',
    path: '/wps/member/bonuses',
    auth: 'member',
  }),
};
