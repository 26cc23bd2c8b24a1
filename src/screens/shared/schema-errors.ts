import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * Formik's errors for `values` against one of src/domain's Yup schemas, exactly as Formik's own
 * `validationSchema` would give them (the messages stay Lingui descriptors). For screens whose
 * form holds a value in another shape than the schema reads (scope tiles as ids), or that add an
 * error of their own to the schema's (D4).
 */
export async function schemaErrors<Values extends FormikValues>(schema: AnySchema, values: unknown): Promise<FormikErrors<Values>> {
  try {
    await validateYupSchema(values as FormikValues, schema);
    return {};
  } catch (error) {
    if (error && typeof error === 'object' && (error as { name?: string }).name === 'ValidationError')
      return yupToFormErrors<Values>(error);
    throw error;
  }
}
