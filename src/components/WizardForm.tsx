import { useLingui } from '@lingui/react/macro';
import { Form, Formik, getIn, type FormikConfig, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorSummary } from './ErrorSummary.tsx';
import { errorText, flattenErrors, isFieldError } from './field-errors.ts';
import { fieldId } from './field-id.ts';
import { fieldQuestion, focusField, sortByDomOrder } from './focus-field.ts';
import { UnsavedAnswersContext, type UnsavedAnswers } from './unsaved-answers.ts';
import './components.css';

export interface WizardFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** A Yup schema (from src/domain) or a function returning one, as Formik takes it. */
  validationSchema?: FormikConfig<Values>['validationSchema'];
  validate?: FormikConfig<Values>['validate'];
  /** Called with the values only when they are valid. */
  onSubmit(values: Values): void | Promise<void>;
  /** Label of the primary button; "Pokračovať" by default. */
  submitLabel?: string;
  /** The app is saving or verifying: the button is disabled and a second submit is ignored. */
  busy?: boolean;
  /** More buttons after the primary one (secondary actions). */
  actions?: ReactNode;
  /** The fields; a function gets Formik's state for fields that depend on other answers. */
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

/**
 * A screen's form: Formik with SPEC §5's submit behaviour. An invalid submit marks every field
 * touched (Formik does that), shows the error summary, and moves the user to the first invalid
 * field in page order: its label is scrolled into view and its control focused. Answers typed and
 * not acknowledged yet are kept on the device as they are typed, where the app keeps them (UnsavedAnswers).
 */
export function WizardForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  ...body
}: WizardFormProps<Values>) {
  const unsaved = useContext(UnsavedAnswersContext);
  // Formik reads its initial values once, when the form appears; so are the kept answers.
  const [startValues] = useState(() => unsaved?.restore(initialValues) ?? initialValues);
  return (
    <Formik<Values>
      initialValues={startValues}
      validationSchema={validationSchema}
      validate={validate}
      // Returning a promise lets Formik end `isSubmitting` itself, also for a synchronous onSubmit.
      onSubmit={async (values) => {
        await onSubmit(values);
      }}
    >
      {(formik) => <WizardFormBody formik={formik} unsaved={unsaved} {...body} />}
    </Formik>
  );
}

type BodyProps<Values extends FormikValues> = Pick<WizardFormProps<Values>, 'submitLabel' | 'busy' | 'actions' | 'children'> & {
  formik: FormikProps<Values>;
  unsaved: UnsavedAnswers | null;
};

function WizardFormBody<Values extends FormikValues>({ formik, unsaved, submitLabel, busy = false, actions, children }: BodyProps<Values>) {
  const { t, i18n } = useLingui();
  const { submitCount, isSubmitting, errors } = formik;
  // Kept as typed (D33); values the form started with are the report's or already kept.
  useEffect(() => {
    if (formik.dirty) unsaved?.typed(formik.values);
  }, [unsaved, formik.dirty, formik.values]);
  // The fields in error at the last failed submit, in page order. The summary lists these
  // (dropping ones fixed since) rather than every new error, so typing does not make the
  // alert speak again; the next submit refreshes it.
  const [failed, setFailed] = useState<{ attempt: number; paths: string[] } | null>(null);
  const handledAttempt = useRef(0);

  useEffect(() => {
    // Act once per submit attempt, after Formik has validated (isSubmitting is false again
    // when validation failed, or when onSubmit finished).
    if (submitCount === handledAttempt.current || isSubmitting) return;
    handledAttempt.current = submitCount;
    const paths = flattenErrors(errors).map((item) => item.path);
    if (paths.length === 0) {
      setFailed(null);
      return;
    }
    const byId = new Map(paths.map((path) => [fieldId(path), path]));
    const ordered = sortByDomOrder([...byId.keys()]).map((id) => byId.get(id)!);
    setFailed({ attempt: submitCount, paths: ordered });
    const first = ordered.find((path) => document.getElementById(fieldId(path)));
    if (first) focusField(fieldId(first));
  }, [submitCount, isSubmitting, errors]);

  // What each field in the summary is called on the page (fieldQuestion reads its label or
  // legend), read once the render is on the page and before the browser paints it: the render
  // that switches the language draws the summary before the labels below it, so words read
  // while rendering would still be the old language's.
  const [questions, setQuestions] = useState<Record<string, string | undefined>>({});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose: the labels are read from the page as drawn; the setter keeps the same object when nothing changed
  useLayoutEffect(() => {
    const next = Object.fromEntries((failed?.paths ?? []).map((path) => [path, fieldQuestion(fieldId(path))]));
    setQuestions((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  });

  const summaryItems = (failed?.paths ?? []).flatMap((path) => {
    const error: unknown = getIn(errors as FormikErrors<unknown>, path);
    const message = isFieldError(error) ? errorText(error, i18n) : undefined;
    if (!message) return [];
    const id = fieldId(path);
    return document.getElementById(id) ? [{ fieldId: id, question: questions[path], message }] : [{ message }];
  });

  return (
    <Form
      noValidate
      className="wizard-form"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        formik.handleSubmit(event);
      }}
    >
      {failed && summaryItems.length > 0 && <ErrorSummary key={failed.attempt} errors={summaryItems} autoFocus={false} />}
      {typeof children === 'function' ? children(formik) : children}
      <div className="wizard-form__actions">
        <button
          type="submit"
          className="button"
          disabled={busy}
          // Pressing Continue must not blur the field first: the blur would show that field's error
          // above it, push this button down between press and release, and the tap would miss.
          // The submit then shows every error at once, with the summary (SPEC §5).
          onMouseDown={(event) => event.preventDefault()}
          // Once the press has landed, leave the field so its blur tidying (phone prefix, date
          // text) runs before the values are checked; Enter in a field clicks this button too.
          // Formik checks the values of its last render, so submit once React has rendered the
          // blur's changes (a task later), not in the same click.
          onClick={(event) => {
            const active = document.activeElement;
            if (!(active instanceof HTMLElement) || !event.currentTarget.form?.contains(active)) return;
            event.preventDefault();
            active.blur();
            setTimeout(() => {
              if (!busy) void formik.submitForm();
            }, 0);
          }}
        >
          {submitLabel ?? t`Pokračovať`}
        </button>
        {actions}
      </div>
    </Form>
  );
}
