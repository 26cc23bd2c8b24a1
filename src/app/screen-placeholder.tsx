import { useLingui } from '@lingui/react/macro';
import type { ScreenProps } from '../screens/screen-props.ts';

/**
 * What a screen shows until its form is built (issues "Sections 1–2" to "Sections 4–6"): its
 * heading and an honest sentence. The shell, the sidebar and the URL already work around it.
 */
export function ScreenPlaceholder(_props: ScreenProps) {
  const { t } = useLingui();
  return <p className="notice">{t`Táto časť formulára sa pripravuje.`}</p>;
}
