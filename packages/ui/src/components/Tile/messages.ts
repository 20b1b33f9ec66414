import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Strings of the game tile (spec section 2 "Game tile"). */
export const tileMessages = defineMessages(catalogue.tileMessages);
