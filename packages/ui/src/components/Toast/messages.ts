import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const messages = defineMessages(catalogue.messages);
