/** The crypto calls of the route table (see ../route.ts). */
import type { Static } from 'typebox';
import type { PublicKeyValue } from '../schemas.ts';
import { api } from '../route.ts';

export const crypto = {
  publicKey: api<{ value: Static<typeof PublicKeyValue> }>({
    id: 'crypto.publicKey',
    method: 'GET',
    path: '/wps/crypto/publicKey',
    auth: 'none',
  }),
};
