/**
 * Schema of the content seed (content/*.json): banners by group (spec section 3: w_home, w_login, w_register,
 * w_leftmenu, w_forget), announcements (types B, PL, PU, PR, H), notices, popups (execution A, B, F), promotions with
 * categories, the help centre, and the agent side (landing copy of /agent, announcements for agents). Every text is a `localizedText`; that it includes the brand's default language is
 * checked on load. Browser-safe.
 */
import {
  DRAFT_2020_12,
  SCHEMA_BASE,
  type JsonSchema,
  assetUrl,
  closedObject,
  dateTime,
  itemId,
  localizedText,
  visibility,
} from './common';
import { termsSchema, textSection, textSectionSchema } from './terms';
import { promotionRewardSchema } from './rewards';

/** Banner groups. */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_forget'] as const;

/** The content files of a brand folder (`content/<name>.json`), each mounted at `/content/<name>`. */
export const CONTENT_FILES = [
  'banners',
  'announcements',
  'notices',
  'popups',
  'promotions',
  'helpCenter',
  'agent',
  'terms',
] as const;

const banner: JsonSchema = closedObject(
  {
    url: assetUrl,
    linkageType: { enum: ['NONE', 'URL', 'ROUTE', 'GAME', 'PROMOTION'] },
    link: { type: 'string', minLength: 1, maxLength: 2048 },
    alt: localizedText,
  },
  ['link'],
);

/** content/*.json, merged under `content`. */
export const contentSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}content.json`,
  ...visibility('frontend'),
  ...closedObject({
    banners: closedObject(
      Object.fromEntries(BANNER_GROUPS.map((g) => [g, { type: 'array', items: { $ref: '#/$defs/banner' } }])),
    ),
    announcements: {
      type: 'array',
      items: closedObject({
        id: itemId,
        type: { enum: ['B', 'PL', 'PU', 'PR', 'H'] },
        title: localizedText,
        content: localizedText,
      }),
    },
    notices: {
      type: 'array',
      items: closedObject({ id: itemId, title: localizedText, content: localizedText, time: dateTime }),
    },
    popups: {
      type: 'array',
      items: closedObject(
        {
          id: itemId,
          execution: {
            enum: ['A', 'B', 'F'],
            'x-expected': '"A" (logged in), "B" (anonymous) or "F" (first login)',
          },
          title: localizedText,
          content: localizedText,
          imageUrl: assetUrl,
          link: { type: 'string', minLength: 1, maxLength: 2048 },
        },
        ['imageUrl', 'link'],
      ),
    },
    promotions: closedObject({
      categories: { type: 'array', items: closedObject({ id: itemId, title: localizedText }) },
      items: {
        type: 'array',
        items: closedObject(
          {
            id: itemId,
            categoryId: itemId,
            title: localizedText,
            content: localizedText,
            announcementImages: {
              type: 'array',
              items: closedObject({ sequence: { type: 'integer', minimum: 0 }, url: assetUrl }),
            },
            startsAt: dateTime,
            endsAt: dateTime,
            reward: promotionRewardSchema,
          },
          ['startsAt', 'endsAt', 'reward'],
        ),
      },
    }),
    helpCenter: closedObject({
      sections: {
        type: 'array',
        items: closedObject({
          id: itemId,
          title: localizedText,
          articles: { type: 'array', items: textSection },
        }),
      },
    }),
    terms: termsSchema,
    // The agent side (spec 2 "/agent" landing copy; the agentAnnouncement page's announcements for agents only).
    agent: closedObject({
      landing: closedObject({
        title: localizedText,
        intro: localizedText,
        sections: { type: 'array', items: textSection },
      }),
      announcements: { type: 'array', items: textSection },
    }),
  }),
  // Sub-schemas used at several places, compiled once each (a `$ref` calls the one function).
  $defs: { banner, textSection: textSectionSchema },
};
