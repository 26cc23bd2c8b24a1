/**
 * The floor of the stack (`npm run bench`): a hello-world that uses every package the first screen
 * of the real app needs — React 19, react-router 8, XState 5 + @xstate/react, Formik, Yup, Lingui 6
 * and openapi-fetch — built with the app's own vite.config.ts. What the real app weighs and how
 * fast it paints is measured against this, so the figures stay comparable on a shared machine.
 */
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createActorContext } from '@xstate/react';
import { Form, Formik, Field } from 'formik';
import createClient from 'openapi-fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { assign, setup } from 'xstate';
import { object, string } from 'yup';

const machine = setup({ types: { context: {} as { name: string }, events: {} as { type: 'NAME'; name: string } } }).createMachine({
  context: { name: '' },
  on: { NAME: { actions: assign({ name: ({ event }) => event.name }) } },
});
const Machine = createActorContext(machine);
const api = createClient<Record<string, never>>({ baseUrl: '' });
const schema = object({ name: string().required() });

i18n.loadAndActivate({ locale: 'sk', messages: { hello: 'Ahoj, svet' } });

function Hello() {
  const { _ } = useLingui();
  const actor = Machine.useActorRef();
  const name = Machine.useSelector((snapshot) => snapshot.context.name);
  return (
    <main>
      <h1>{_('hello')}</h1>
      <Formik
        initialValues={{ name }}
        validationSchema={schema}
        onSubmit={async (values) => {
          actor.send({ type: 'NAME', name: values.name });
          await api.GET('/v1/hello' as never).catch(() => undefined);
        }}
      >
        <Form>
          <label htmlFor="name">Meno</label>
          <Field id="name" name="name" />
          <button type="submit">Pokračovať</button>
        </Form>
      </Formik>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <BrowserRouter basename="/motor">
        <Machine.Provider>
          <Routes>
            <Route path="*" element={<Hello />} />
          </Routes>
        </Machine.Provider>
      </BrowserRouter>
    </I18nProvider>
  </StrictMode>,
);
