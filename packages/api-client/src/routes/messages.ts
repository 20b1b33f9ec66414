/**
 * The message calls of the route table (see ../route.ts; shapes and errors in ../messages.ts): their data is
 * ./messages.json, their schemas the `messages.*` entries of ../route-schemas.ts.
 * Use: `import { messages } from '@playdeck/api-client/routes/messages'`, then `messages.list`.
 */
import data from './messages.json';
import { areaRoutes } from '../route.ts';

export const messages = /* @__PURE__ */ areaRoutes('messages', data);
