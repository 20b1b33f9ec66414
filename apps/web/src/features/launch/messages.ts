import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Texts of the game pages (/seamless and the lottery pages; docs/architecture.md "Game launch"). */
export const launchMessages = defineMessages(catalogue.launchMessages);

/** Texts with arguments (typed). */
export const launchValueMessages = defineMessages<{ frameTitle: { name: string } }>(
  catalogue.launchValueMessages,
);
