import type { SocialCardsOptions } from '../plugins/socialCards';
import { defaultCardFile } from '../plugins/socialCards/cardRoute';

/** Link previews' cards (plugins/socialCards), drawn with the navbar's logo. */
export const socialCards = { logo: 'static/img/react-querybuilder.svg' } satisfies SocialCardsOptions;

/** themeConfig.image: the card of whatever names no card of its own. */
export const defaultSocialCard = defaultCardFile;
