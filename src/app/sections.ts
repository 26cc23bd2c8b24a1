import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The sidebar timeline's six sections (SPEC §2), numbered as the screens' `meta.section`. */
export const SECTIONS: ReadonlyArray<{ number: 1 | 2 | 3 | 4 | 5 | 6; title: MessageDescriptor }> = [
  { number: 1, title: msg`Čo sa stalo` },
  { number: 2, title: msg`Základné údaje` },
  { number: 3, title: msg`Podrobnosti udalosti` },
  { number: 4, title: msg`Riešenie škody` },
  { number: 5, title: msg`Doplňujúce informácie` },
  { number: 6, title: msg`Súhrn` },
];
