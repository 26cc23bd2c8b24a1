// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { OptionCards, type CardOption } from '../../src/components/OptionCards.tsx';
import { renderFields, required } from './render.tsx';

afterEach(cleanup);

const policyTypes: CardOption[] = [
  { value: 'PZP', label: 'Povinné zmluvné poistenie', description: 'Škodu ste spôsobili iným.' },
  { value: 'CASCO', label: 'Havarijné poistenie', icon: <svg /> },
];

const scopes: Array<CardOption<number>> = [
  { value: 1, label: 'Poškodené moje vozidlo' },
  { value: 2, label: 'Moje vozidlo spôsobilo škodu' },
  { value: 3, label: 'Iné vozidlo poškodilo môj majetok', disabled: true, disabledReason: 'Túto kombináciu nemožno nahlásiť.' },
  { value: 4, label: 'Iné vozidlo ma zranilo' },
];

const stateLabel = (radio: HTMLElement) => radio.closest('.option-card')?.querySelector('.option-card__state')?.textContent;

describe('OptionCards, single choice', () => {
  it('renders a fieldset with legend, hint and radio cards labelled "Vybrať"', () => {
    const { container } = renderFields(
      <OptionCards name="policyType" label="Typ poistenia" hint="Vyberte jedno." options={policyTypes} />,
      {
        initialValues: { policyType: null },
      },
    );
    const group = screen.getByRole('group', { name: 'Typ poistenia' });
    expect(group.getAttribute('aria-describedby')).toBe('policyType-hint');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.id)).toEqual(['policyType', 'policyType-2']);
    expect(radios.map(stateLabel)).toEqual(['Vybrať', 'Vybrať']);
    // The description is the radio's description, not part of its name.
    expect(screen.getByRole('radio', { name: 'Povinné zmluvné poistenie' }).getAttribute('aria-describedby')).toBe(
      'policyType-description',
    );
    // auto is medium (SPEC §9).
    expect(container.querySelector('fieldset')?.classList.contains('option-cards--medium')).toBe(true);
  });

  it('selects by click and by keyboard (arrows, space) and says "Vybraté" on the chosen card', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<OptionCards name="policyType" label="Typ poistenia" options={policyTypes} size="large" />, {
      initialValues: { policyType: null as string | null },
    });
    const [pzp, casco] = screen.getAllByRole('radio');
    await user.click(screen.getByText('Havarijné poistenie'));
    expect(form().values.policyType).toBe('CASCO');
    expect(stateLabel(casco!)).toBe('Vybraté');
    expect(casco!.closest('.option-card')?.classList.contains('option-card--checked')).toBe(true);
    expect(stateLabel(pzp!)).toBe('Vybrať');
    await user.keyboard('{ArrowUp}');
    expect(form().values.policyType).toBe('PZP');
    expect(document.activeElement).toBe(pzp);
    await user.keyboard('{ArrowDown}');
    expect(form().values.policyType).toBe('CASCO');
    pzp!.focus();
    await user.keyboard(' ');
    expect(form().values.policyType).toBe('PZP');
  });

  it('shows "choose one" only when focus leaves the group', async () => {
    const user = userEvent.setup();
    renderFields(
      <>
        <OptionCards name="policyType" label="Typ poistenia" options={policyTypes} hint="Vyberte jedno." />
        <button type="button">Ďalej</button>
      </>,
      { initialValues: { policyType: null }, validationSchema: yup.object({ policyType: yup.string().nullable().required(required) }) },
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(screen.queryByText('Povinné pole')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Povinné pole')).toBeTruthy();
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe('policyType-hint policyType-error');
    expect(group.classList.contains('form-group--error')).toBe(true);
  });
});

describe('OptionCards, multiple choice', () => {
  it('toggles checkboxes by click and space, keeping the options order', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<OptionCards name="scopes" label="Čo sa stalo?" options={scopes} multiple size="small" />, {
      initialValues: { scopes: [] as number[] },
    });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    await user.click(screen.getByText('Iné vozidlo ma zranilo'));
    await user.click(screen.getByText('Poškodené moje vozidlo'));
    expect(form().values.scopes).toEqual([1, 4]);
    expect(boxes.map(stateLabel)).toEqual(['Vybraté', 'Vybrať', undefined, 'Vybraté']);
    // Clicking a card's label focuses its checkbox, as a native label does.
    expect(document.activeElement).toBe(boxes[0]);
    await user.keyboard(' ');
    expect(form().values.scopes).toEqual([4]);
    await user.tab();
    await user.keyboard(' ');
    expect(form().values.scopes).toEqual([2, 4]);
  });

  it('keeps disabled options visible, not selectable, with the reason as their description', async () => {
    const user = userEvent.setup();
    const { form } = renderFields(<OptionCards name="scopes" label="Čo sa stalo?" options={scopes} multiple />, {
      initialValues: { scopes: [] as number[] },
    });
    const disabled = screen.getByRole('checkbox', { name: 'Iné vozidlo poškodilo môj majetok' });
    expect(disabled.hasAttribute('disabled')).toBe(true);
    expect(disabled.getAttribute('aria-describedby')).toBe('scopes-3-reason');
    expect(document.getElementById('scopes-3-reason')?.textContent).toBe('Túto kombináciu nemožno nahlásiť.');
    await user.click(screen.getByText('Iné vozidlo poškodilo môj majetok'));
    expect(form().values.scopes).toEqual([]);
    // Tab skips it.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Iné vozidlo ma zranilo' }));
  });

  it('gives the field id to the first enabled option, where summary links and focus land', () => {
    renderFields(
      <OptionCards name="scopes" label="Čo sa stalo?" options={[{ ...scopes[0]!, disabled: true }, ...scopes.slice(1)]} multiple />,
      {
        initialValues: { scopes: [] },
      },
    );
    expect(document.getElementById('scopes')).toBe(screen.getByRole('checkbox', { name: 'Moje vozidlo spôsobilo škodu' }));
  });

  it('shows the error after a submit attempt', async () => {
    const { form } = renderFields(<OptionCards name="scopes" label="Čo sa stalo?" options={scopes} multiple />, {
      initialValues: { scopes: [] },
      validationSchema: yup.object({ scopes: yup.array().min(1, 'Vyberte aspoň jednu možnosť') }),
    });
    await form().submitForm();
    await waitFor(() => expect(screen.getByText('Vyberte aspoň jednu možnosť')).toBeTruthy());
  });
});
