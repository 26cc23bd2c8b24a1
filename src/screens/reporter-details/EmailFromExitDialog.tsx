import { getIn, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useRef } from 'react';

const FIELD = 'parties.reporter.email';

/**
 * The e-mail the exit dialog sent the continue link to becomes the reporter's while that is still
 * empty (the machine's rememberEmail). The form under the dialog took its values when it appeared,
 * so the address is put into its empty field here; the form then keeps it as typed, and a reload
 * or the link opened in this tab shows it too.
 */
export function EmailFromExitDialog({ email }: { email: string | null | undefined }) {
  const { values, setFieldValue } = useFormikContext<FormikValues>();
  const seen = useRef(email);
  useEffect(() => {
    if (email === seen.current) return;
    seen.current = email;
    const typed = getIn(values, FIELD) as string | undefined;
    if (email && !typed?.trim()) void setFieldValue(FIELD, email);
  }, [email, values, setFieldValue]);
  return null;
}
