// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/domain/report.ts';
import { messages } from '../../../src/domain/validation/messages.ts';
import OtherDamageScreen from '../../../src/screens/other-damage/OtherDamageScreen.tsx';
import { renderScreen, screenProps, text, type Overrides, continueButton } from '../support.tsx';

const VEHICLE = 'Iné vozidlo';
const PROPERTY = 'Majetok';
const HEALTH = 'Zdravie osôb';
const ONLY_MINE = 'Poškodené bolo iba moje vozidlo';
const ONLY_CLIENTS = 'Poškodené bolo iba vozidlo klienta';

const tile = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
const tiles = () => [VEHICLE, PROPERTY, HEALTH].map(tile);

function propsFor(scope: string, options: { incident?: Partial<Incident> } & Omit<Overrides, 'report' | 'scope'> = {}) {
  const { incident, ...rest } = options;
  return screenProps({
    scope,
    policyType: 'PZP',
    report: { parties: {}, incident: { scopesOfDamage: [], otherDamage: [], ...incident } },
    ...rest,
  });
}

describe('/other-damage', () => {
  it('offers vehicle, property and health as multi-select tiles, none chosen at first', () => {
    renderScreen(OtherDamageScreen, propsFor('scope12'));
    const group = screen.getByRole('group', { name: 'Označte všetko, čo bolo poškodené' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['VEHICLE', 'PROPERTY', 'HEALTH']);
    expect(tiles().map((box) => box.checked)).toEqual([false, false, false]);
  });

  it('wants at least one kind: an empty Continue says so, focuses the first tile and sends nothing', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope2');
    renderScreen(OtherDamageScreen, props);
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(`Označte všetko, čo bolo poškodené – ${text(messages.atLeastOne)}`);
    await waitFor(() => expect(document.activeElement).toBe(tile(VEHICLE)));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('sends the chosen kinds in the order of their screens, and "only my vehicle" as false', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope12');
    renderScreen(OtherDamageScreen, props);
    await user.click(tile(HEALTH));
    await user.click(tile(VEHICLE));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { otherDamage: ['VEHICLE', 'HEALTH'], onlyMyVehicle: false } });
  });

  it('prefills the stored kinds', () => {
    renderScreen(OtherDamageScreen, propsFor('scope12', { incident: { otherDamage: ['PROPERTY', 'HEALTH'] } }));
    expect(tiles().map((box) => box.checked)).toEqual([false, true, true]);
  });

  it.each(['scope2', 'scope12'])('%s: no "only my vehicle" checkbox', (scope) => {
    renderScreen(OtherDamageScreen, propsFor(scope));
    expect(screen.queryByRole('checkbox', { name: ONLY_MINE })).toBeNull();
  });

  it('scope1: "only my vehicle" disables the tiles and clears the choice, and waives the at-least-one rule', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1');
    renderScreen(OtherDamageScreen, props);
    await user.click(tile(VEHICLE));
    await user.click(tile(PROPERTY));
    await user.click(screen.getByRole('checkbox', { name: ONLY_MINE }));
    expect(tiles().map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [false, true],
      [false, true],
    ]);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { otherDamage: [], onlyMyVehicle: true } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('scope1: unticking enables the tiles again, and a kind is then required', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope1', { incident: { onlyMyVehicle: true } });
    renderScreen(OtherDamageScreen, props);
    const box = screen.getByRole('checkbox', { name: ONLY_MINE }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(tiles().every((item) => item.disabled)).toBe(true);
    await user.click(box);
    expect(tiles().some((item) => item.disabled)).toBe(false);
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      `Označte všetko, čo bolo poškodené – ${text(messages.atLeastOne)}`,
    );
    expect(props.submit).not.toHaveBeenCalled();
    await user.click(tile(PROPERTY));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { otherDamage: ['PROPERTY'], onlyMyVehicle: false } }));
  });

  it('a stored "only my vehicle" of another scope is not shown and is sent as false', async () => {
    const user = userEvent.setup();
    const props = propsFor('scope12', { incident: { onlyMyVehicle: true, otherDamage: ['VEHICLE'] } });
    renderScreen(OtherDamageScreen, props);
    expect(tile(VEHICLE).checked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledWith({ incident: { otherDamage: ['VEHICLE'], onlyMyVehicle: false } }));
  });

  it('SMP: the checkbox speaks of the client’s vehicle', () => {
    renderScreen(OtherDamageScreen, propsFor('scope1', { context: 'SMP' }));
    expect(screen.getByRole('checkbox', { name: ONLY_CLIENTS })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: ONLY_MINE })).toBeNull();
  });

  it('says when the answers could not be saved', () => {
    renderScreen(OtherDamageScreen, propsFor('scope12', { error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toContain('Vaše odpovede sa nám nepodarilo uložiť');
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(OtherDamageScreen, propsFor('scope1'));
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
