import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import { Formik, type FormikProps, type FormikValues } from 'formik';
import type { ReactElement, ReactNode } from 'react';

// jsdom has no CSS.escape; user-event needs it to move between radios with the arrow keys.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape } });
}

/**
 * Slovak, the source locale: with no catalog loaded, the macros render the Slovak source texts.
 * The provider is the wrapper, so `rerender` keeps it around the new element.
 */
export function renderWithI18n(ui: ReactElement): RenderResult {
  const i18n = setupI18n({ locale: 'sk', messages: { sk: {} } });
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}

/** A Yup message the way src/domain's schemas give them: a Lingui descriptor. */
export const required = { id: 'validation.required', message: 'Povinné pole' };

interface FieldOptions<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: unknown;
}

/**
 * Renders fields inside a bare Formik form (no WizardForm), inside <main> as on a page, and
 * returns a getter of Formik's current state for assertions on values, touched and errors.
 */
export function renderFields<Values extends FormikValues>(fields: ReactNode, { initialValues, validationSchema }: FieldOptions<Values>) {
  let current: FormikProps<Values> | undefined;
  const result = renderWithI18n(
    <main>
      <h1>Formulár</h1>
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={() => undefined}>
        {(formik) => {
          current = formik;
          return <form noValidate>{fields}</form>;
        }}
      </Formik>
    </main>,
  );
  return { ...result, form: () => current! };
}
