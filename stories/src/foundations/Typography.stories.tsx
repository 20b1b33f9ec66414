import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens, vars } from '@playdeck/ui/theme';
import * as s from './Foundations.css';

const meta = { title: 'Foundations/Typography' } satisfies Meta;
export default meta;

const sizes = Object.keys(tokens.typography.fontSize) as (keyof typeof tokens.typography.fontSize)[];

/** The type scale in the brand's body font, with Bengali and Latin text on one line (mixed scripts must shape). */
export const Scale: StoryObj = {
  render: () => (
    <div className={s.card}>
      {sizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight[size] }}>
          <span className={s.code}>
            fontSize.{size} {tokens.typography.fontSize[size]}px
          </span>{' '}
          আমার সোনার বাংলা, আমি তোমায় ভালোবাসি · Deposit ৳1,250.00
        </p>
      ))}
    </div>
  ),
};

/** Every font stack of tokens/typography.json; each lists a Bengali-capable face. */
export const FontStacks: StoryObj = {
  render: () => (
    <div className={s.grid}>
      {Object.entries(tokens.typography.fontFamily).map(([name, stack]) => (
        <div key={name} className={s.card} style={{ fontFamily: stack }}>
          <h2 className={s.heading} style={{ fontFamily: stack }}>
            {name}
          </h2>
          <p style={{ margin: 0 }}>খেলা শুরু করুন — Start playing 0123456789 ০১২৩৪৫৬৭৮৯</p>
          <p className={s.code}>{stack}</p>
        </div>
      ))}
    </div>
  ),
};
