// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { Checkbox } from '../../src/components/Checkbox.tsx';
import { YesNo } from '../../src/components/YesNo.tsx';
import { renderFields, required } from './render.tsx';

afterEach(cleanup);

describe('YesNo', () => {
  it('is a fieldset of two radios whose value is true, false or null', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(
      <YesNo name="incident.policeInvestigated" label="Vyšetruje udalosť polícia?" hint="Ak si nie ste istí, zvoľte Nie." optional />,
      {
        initialValues: { incident: { policeInvestigated: null as boolean | null } },
      },
    );
    const group = screen.getByRole('group', { name: 'Vyšetruje udalosť polícia? (nepovinné)' });
    expect(group.getAttribute('aria-describedby')).toBe('incident-policeInvestigated-hint');
    const yes = within(group).getByRole('radio', { name: 'Áno' });
    const no = within(group).getByRole('radio', { name: 'Nie' });
    expect(yes.id).toBe('incident-policeInvestigated');
    expect([(yes as HTMLInputElement).checked, (no as HTMLInputElement).checked]).toEqual([false, false]);
    await user.click(no);
    expect(form().values.incident.policeInvestigated).toBe(false);
    await user.click(yes);
    expect(form().values.incident.policeInvestigated).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(form().values.incident.policeInvestigated).toBe(false);
  });

  it('shows its error once focus left the question', async () => {
    const user = userEvent.setup();
    renderFields(
      <>
        <YesNo name="answer" label="Bola privolaná asistenčná služba?" />
        <button type="button">Ďalej</button>
      </>,
      { initialValues: { answer: null }, validationSchema: yup.object({ answer: yup.boolean().nullable().required(required) }) },
    );
    await user.tab();
    expect(screen.queryByText('Povinné pole')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Povinné pole')).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('answer-error');
  });
});

describe('Checkbox', () => {
  it('holds a boolean, with label, optional marker and hint', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { form } = renderFields(
      <Checkbox name="myVehicle.hasNoPlate" label="Nemám EČV" hint="Napríklad kolobežka." optional onChange={onChange} />,
      {
        initialValues: { myVehicle: { hasNoPlate: false } },
      },
    );
    const box = screen.getByRole('checkbox', { name: 'Nemám EČV (nepovinné)' });
    expect(box.getAttribute('aria-describedby')).toBe('myVehicle-hasNoPlate-hint');
    await user.click(box);
    expect(form().values.myVehicle.hasNoPlate).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(form().values.myVehicle.hasNoPlate).toBe(false);
  });

  it('shows its error only after touch, with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    renderFields(<Checkbox name="accepted" label="Potvrdzujem pravdivosť údajov" />, {
      initialValues: { accepted: false },
      validationSchema: yup.object({ accepted: yup.boolean().oneOf([true], 'Potvrďte, prosím, pravdivosť údajov') }),
    });
    const box = screen.getByRole('checkbox');
    expect(screen.queryByText('Potvrďte, prosím, pravdivosť údajov')).toBeNull();
    box.focus();
    await user.tab();
    expect(await screen.findByText('Potvrďte, prosím, pravdivosť údajov')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('accepted-error');
  });
});
