/**
 * Schema of a brand's terms and conditions (content/terms.json, merged under `content.terms`; docs/decisions.md D35):
 * their own content, not help-centre articles, so the registration's agreement and the footer link to them whatever
 * the `helpCenter` whitelabel node says. `updated`: the date the current version took effect (YYYY-MM-DD), shown
 * above the text; `sections`: the numbered parts, each a localised title and text. Browser-safe.
 */
import { closedObject, itemId, localizedText, type JsonSchema } from './common';

export const termsSchema: JsonSchema = closedObject({
  updated: {
    type: 'string',
    pattern: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
    'x-expected': 'a date YYYY-MM-DD',
  },
  sections: {
    type: 'array',
    minItems: 1,
    items: closedObject({ id: itemId, title: localizedText, content: localizedText }),
  },
});
