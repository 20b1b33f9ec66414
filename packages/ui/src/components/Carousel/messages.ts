import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** Strings of the Carousel (previous/next come from commonMessages). */
export const carouselMessages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slideLabel: { index: number; count: number };
  goToSlide: { index: number };
  stopRotation: NoMessageValues;
  startRotation: NoMessageValues;
}>({
  carousel: {
    id: 'ui.carousel.carousel',
    defaultMessage: 'carousel',
    description: 'Role description screen readers announce for a carousel (aria-roledescription), lower case',
  },
  slide: {
    id: 'ui.carousel.slide',
    defaultMessage: 'slide',
    description:
      'Role description screen readers announce for one slide of a carousel (aria-roledescription), lower case',
  },
  slideLabel: {
    id: 'ui.carousel.slideLabel',
    defaultMessage: '{index} of {count}',
    description: 'Accessible name of one carousel slide, e.g. "2 of 5"',
  },
  goToSlide: {
    id: 'ui.carousel.goToSlide',
    defaultMessage: 'Go to slide {index}',
    description: 'Accessible name of a carousel dot button that shows the given slide',
  },
  stopRotation: {
    id: 'ui.carousel.stopRotation',
    defaultMessage: 'Stop automatic slide show',
    description: 'Accessible name of the carousel button that pauses automatic rotation of the slides',
  },
  startRotation: {
    id: 'ui.carousel.startRotation',
    defaultMessage: 'Start automatic slide show',
    description: 'Accessible name of the carousel button that resumes automatic rotation of the slides',
  },
});
