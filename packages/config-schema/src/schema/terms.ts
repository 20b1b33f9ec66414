/**
 * Schema of a brand's terms and conditions (content/terms.json, merged under `content.terms`; docs/decisions.md D35):
 * their own content, not help-centre articles, so the registration's agreement and the footer link to them whatever
 * the `helpCenter` whitelabel node says. `updated`: the date the current version took effect (YYYY-MM-DD), shown
 * above the text; `sections`: the numbered parts, each a localised title and text. Browser-safe.
 */
import { closedObject, itemId, localizedText, type JsonSchema } from './common';

/** A titled text: the terms' sections, the help centre's articles, the agent pages' sections and announcements. */
export const textSectionSchema: JsonSchema = closedObject({
  id: itemId,
  title: localizedText,
  content: localizedText,
});

/** Refers to `textSectionSchema`, which the content schema lists in its `$defs`. */
export const textSection: JsonSchema = { $ref: '#/$defs/textSection' };

export const termsSchema: JsonSchema = closedObject({
  updated: {
    type: 'string',
    pattern: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
    'x-expected': 'a date YYYY-MM-DD',
  },
  sections: {
    type: 'array',
    minItems: 1,
    items: textSection,
  },
});
