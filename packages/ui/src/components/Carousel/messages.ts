import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import * as catalogue from './messages.json';

/** Strings of the Carousel (previous/next come from commonMessages). */
export const carouselMessages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slideLabel: { index: number; count: number };
  goToSlide: { index: number };
  stopRotation: NoMessageValues;
  startRotation: NoMessageValues;
}>(catalogue.carouselMessages);
