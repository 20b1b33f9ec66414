/** Promotions centre texts (ids `app.promotions.*`; spec 1 "promotions centre with categories", 2 "/promotions"). */
import { defineMessages } from 'react-intl';

export const promotionMessages = defineMessages({
  tabsLabel: {
    id: 'app.promotions.tabsLabel',
    defaultMessage: 'Promotion categories',
    description: 'Accessible name of the category tab list of the promotions centre',
  },
  all: {
    id: 'app.promotions.all',
    defaultMessage: 'All',
    description: 'Promotions centre tab listing the promotions of every category',
  },
  loading: {
    id: 'app.promotions.loading',
    defaultMessage: 'Loading promotions…',
    description: 'Accessible label of the spinner while the promotions load',
  },
  empty: {
    id: 'app.promotions.empty',
    defaultMessage: 'No promotions right now',
    description: 'Title of the empty state of the promotions centre when no promotion is running',
  },
  emptyInfo: {
    id: 'app.promotions.emptyInfo',
    defaultMessage: 'New offers appear here as soon as they start. Please check back soon.',
    description: 'Hint under the empty state of the promotions centre',
  },
  details: {
    id: 'app.promotions.details',
    defaultMessage: 'Details',
    description: 'Button of a promotion card that opens a dialog with the full terms of the promotion',
  },
  ongoing: {
    id: 'app.promotions.ongoing',
    defaultMessage: 'Ongoing',
    description: 'Period of a promotion that has neither a start nor an end date',
  },
});

/** Promotions centre texts with values (date-times formatted in the brand timezone). */
export const promotionValues = defineMessages<{
  period: { start: string; end: string };
  until: { end: string };
  from: { start: string };
  startsOn: { start: string };
}>({
  period: {
    id: 'app.promotions.period',
    defaultMessage: '{start} to {end}',
    description: 'Period of a promotion: start and end date-times in the brand timezone',
  },
  until: {
    id: 'app.promotions.until',
    defaultMessage: 'Until {end}',
    description: 'Period of a promotion that has no start date: its end date-time',
  },
  from: {
    id: 'app.promotions.from',
    defaultMessage: 'From {start}',
    description: 'Period of a promotion that has no end date: its start date-time',
  },
  startsOn: {
    id: 'app.promotions.startsOn',
    defaultMessage: 'Starts on {start}',
    description: 'Label on a promotion that has not started yet, with its start date-time',
  },
});
