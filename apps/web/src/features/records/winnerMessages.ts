/** Texts of the home page's winner board (spec 2 "Home page", spec 9 "winner board 20"). */
import { defineMessages } from 'react-intl';
import * as catalogue from './winnerMessages.json';

export const winnerMessages = defineMessages(catalogue.winnerMessages);
