/** Promotions centre texts (ids `app.promotions.*`; spec 1 "promotions centre with categories", 2 "/promotions"). */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const promotionMessages = defineMessages(catalogue.promotionMessages);

/** Promotions centre texts with values (date-times formatted in the brand timezone). */
export const promotionValues = defineMessages<{
  period: { start: string; end: string };
  until: { end: string };
  from: { start: string };
  startsOn: { start: string };
}>(catalogue.promotionValues);
