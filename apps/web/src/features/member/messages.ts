/** Member-center texts: page labels (spec 2 "Member center pages"), the security centre and platform messages. */
import { defineMessages } from 'react-intl';
import type { MemberPageName } from './registry';
import * as catalogue from './messages.json';

/** Menu label of each member-center page. */
export const memberPageLabels = defineMessages(
  catalogue.memberPageLabels satisfies Record<MemberPageName, unknown>,
);

export const memberMessages = defineMessages(catalogue.memberMessages);

/** Security centre texts with ICU arguments. */
export const memberValueMessages = defineMessages<{ codeSent: { minutes: number } }>(
  catalogue.memberValueMessages,
);
