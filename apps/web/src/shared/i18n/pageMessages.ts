/** Page titles and shared empty-state texts of the routes of spec 2 (ids `app.page.*`). */
import { defineMessages } from 'react-intl';
import * as catalogue from './pageMessages.json';

export const pageMessages = defineMessages(catalogue.pageMessages);
