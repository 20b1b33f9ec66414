/**
 * The crypto calls of the route table (see ../route.ts), one export each: import the module as a namespace
 * (`import * as crypto from '@playdeck/api-client/routes/crypto'`) and a bundle keeps only the calls it uses.
 */
import type { Static } from 'typebox';
import type { PublicKeyValue } from '../schemas.ts';
import { api } from '../route.ts';

export const publicKey = /* @__PURE__ */ api<{ value: Static<typeof PublicKeyValue> }>({
  id: 'crypto.publicKey',
  method: 'GET',
  path: '/wps/crypto/publicKey',
  auth: 'none',
});
