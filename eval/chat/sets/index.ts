import type { Locale } from '../../../src/i18n/locales.ts';
import type { EvalItem } from '../evalItem.ts';
import { devSet } from './devSet.ts';
import { devSetEs } from './devSetEs.ts';
import { devSet2 } from './devSet2.ts';
import { devSetEs2 } from './devSetEs2.ts';
import { devSet3 } from './devSet3.ts';
import { devSetEs3 } from './devSetEs3.ts';
import { devSet4 } from './devSet4.ts';
import { devSetEs4 } from './devSetEs4.ts';
import { heldOutSet } from './heldOutSet.ts';
import { heldOutSet2 } from './heldOutSet2.ts';
import { heldOutSet3 } from './heldOutSet3.ts';
import { heldOutSet4 } from './heldOutSet4.ts';
import { heldOutSet5 } from './heldOutSet5.ts';
import { heldOutSet6 } from './heldOutSet6.ts';
import { heldOutSet7 } from './heldOutSet7.ts';
import { heldOutSet8 } from './heldOutSet8.ts';
import { heldOutSet9 } from './heldOutSet9.ts';
import { heldOutSet10 } from './heldOutSet10.ts';
import { heldOutSet11 } from './heldOutSet11.ts';
import { heldOutSet12 } from './heldOutSet12.ts';
import { heldOutSetEs } from './heldOutSetEs.ts';
import { heldOutSetEs2 } from './heldOutSetEs2.ts';
import { heldOutSetEs3 } from './heldOutSetEs3.ts';
import { heldOutSetEs4 } from './heldOutSetEs4.ts';
import { heldOutSetEs5 } from './heldOutSetEs5.ts';
import { heldOutSetEs6 } from './heldOutSetEs6.ts';
import { heldOutSetEs7 } from './heldOutSetEs7.ts';
import { heldOutSetEs8 } from './heldOutSetEs8.ts';
import { heldOutSetEs9 } from './heldOutSetEs9.ts';
import { heldOutSetEs10 } from './heldOutSetEs10.ts';
import { heldOutSetEs11 } from './heldOutSetEs11.ts';
import { heldOutSetEs12 } from './heldOutSetEs12.ts';
import { tuningSet } from './tuningSet.ts';
import { tuningSetEs } from './tuningSetEs.ts';

export interface QuestionSet {
  name: string;
  items: readonly EvalItem[];
  /** The language of the pages it is asked on. */
  locale: Locale;
  /**
   * Held out: written before the retrieval it measures and never tuned against (CI gates on these
   * only). The others (tuning and development) are what retrieval work looks at.
   */
  heldOut: boolean;
}

/** Every question set, in the order `npm run eval:chat` prints them. */
export const questionSets: readonly QuestionSet[] = [
  { name: 'Tuning set, English', items: tuningSet, locale: 'en', heldOut: false },
  { name: 'Tuning set, Spanish', items: tuningSetEs, locale: 'es', heldOut: false },
  { name: 'Development set, English', items: devSet, locale: 'en', heldOut: false },
  { name: 'Development set, Spanish', items: devSetEs, locale: 'es', heldOut: false },
  { name: 'Development set 2, English', items: devSet2, locale: 'en', heldOut: false },
  { name: 'Development set 2, Spanish', items: devSetEs2, locale: 'es', heldOut: false },
  { name: 'Development set 3, English', items: devSet3, locale: 'en', heldOut: false },
  { name: 'Development set 3, Spanish', items: devSetEs3, locale: 'es', heldOut: false },
  { name: 'Development set 4, English', items: devSet4, locale: 'en', heldOut: false },
  { name: 'Development set 4, Spanish', items: devSetEs4, locale: 'es', heldOut: false },
  { name: 'Held-out set, English', items: heldOutSet, locale: 'en', heldOut: true },
  { name: 'Held-out set, Spanish', items: heldOutSetEs, locale: 'es', heldOut: true },
  { name: 'Held-out set 2, English', items: heldOutSet2, locale: 'en', heldOut: true },
  { name: 'Held-out set 2, Spanish', items: heldOutSetEs2, locale: 'es', heldOut: true },
  { name: 'Held-out set 3, English', items: heldOutSet3, locale: 'en', heldOut: true },
  { name: 'Held-out set 3, Spanish', items: heldOutSetEs3, locale: 'es', heldOut: true },
  { name: 'Held-out set 4, English', items: heldOutSet4, locale: 'en', heldOut: true },
  { name: 'Held-out set 4, Spanish', items: heldOutSetEs4, locale: 'es', heldOut: true },
  { name: 'Held-out set 5, English', items: heldOutSet5, locale: 'en', heldOut: true },
  { name: 'Held-out set 5, Spanish', items: heldOutSetEs5, locale: 'es', heldOut: true },
  { name: 'Held-out set 6, English', items: heldOutSet6, locale: 'en', heldOut: true },
  { name: 'Held-out set 6, Spanish', items: heldOutSetEs6, locale: 'es', heldOut: true },
  { name: 'Held-out set 7, English', items: heldOutSet7, locale: 'en', heldOut: true },
  { name: 'Held-out set 7, Spanish', items: heldOutSetEs7, locale: 'es', heldOut: true },
  { name: 'Held-out set 8, English', items: heldOutSet8, locale: 'en', heldOut: true },
  { name: 'Held-out set 8, Spanish', items: heldOutSetEs8, locale: 'es', heldOut: true },
  { name: 'Held-out set 9, English', items: heldOutSet9, locale: 'en', heldOut: true },
  { name: 'Held-out set 9, Spanish', items: heldOutSetEs9, locale: 'es', heldOut: true },
  { name: 'Held-out set 10, English', items: heldOutSet10, locale: 'en', heldOut: true },
  { name: 'Held-out set 10, Spanish', items: heldOutSetEs10, locale: 'es', heldOut: true },
  { name: 'Held-out set 11, English', items: heldOutSet11, locale: 'en', heldOut: true },
  { name: 'Held-out set 11, Spanish', items: heldOutSetEs11, locale: 'es', heldOut: true },
  { name: 'Held-out set 12, English', items: heldOutSet12, locale: 'en', heldOut: true },
  { name: 'Held-out set 12, Spanish', items: heldOutSetEs12, locale: 'es', heldOut: true },
];

/** A held-out set's number: "Held-out set 3, English" is 3, the first set has none and is 1. */
export const heldOutNumber = (set: QuestionSet): number =>
  Number(/^Held-out set (\d+)/.exec(set.name)?.[1] ?? 1);

/** Every held-out question of one language, or of those of its held-out sets numbered `numbers`. */
export const heldOutItems = (locale: Locale, numbers?: readonly number[]): EvalItem[] =>
  questionSets
    .filter(
      (set) =>
        set.heldOut && set.locale === locale && (!numbers || numbers.includes(heldOutNumber(set))),
    )
    .flatMap((set) => set.items);
