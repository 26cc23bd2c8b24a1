// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimReport, type ClaimReportActor } from '../../src/app/ClaimReportContext.ts';
import { useRouteSync } from '../../src/app/use-route-sync.ts';

afterEach(cleanup);

/**
 * The URL and the machine (src/app/use-route-sync.ts) with a stand-in for the machine: it shows
 * `screen.route` and accepts an `xstate.route` only to a screen listed in `trail`, as the
 * statechart's route guard does.
 */
function standInMachine(route: string, trail: string[]) {
  const machine = { route };
  const send = vi.fn((event: { type: string; to?: string }) => {
    const asked = `/${event.to?.replace(/^#/, '')}`;
    if (event.type === 'xstate.route' && trail.includes(asked)) machine.route = asked;
  });
  const actor = { send, getSnapshot: () => ({ getMeta: () => ({ screen: { route: machine.route } }) }) } as unknown as ClaimReportActor;
  return { machine, send, actor };
}

function renderSync(entries: string[], actor: ClaimReportActor, route: () => string | undefined) {
  const seen: { path: string; navigate: NavigateFunction | null } = { path: '', navigate: null };
  function Probe() {
    const location = useLocation();
    seen.navigate = useNavigate();
    useEffect(() => {
      seen.path = location.pathname;
    });
    useRouteSync(route());
    return null;
  }
  const ui = () => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <ClaimReport.Provider actor={actor}>
        <Probe />
      </ClaimReport.Provider>
    </MemoryRouter>
  );
  const result = render(ui());
  return { seen, rerender: () => result.rerender(ui()) };
}

const routeEvents = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([event]) => event).filter((event) => event.type === 'xstate.route');

describe('the URL and the machine in step', () => {
  it('an address of its own that arrives after the machine moved on does not send the machine back; the URL follows the machine', async () => {
    // A reload's replay passed /incident-scope (its tiles loading) and went on to /incident-map
    // before the router showed the address of /incident-scope.
    const { machine, send, actor } = standInMachine('/incident-map', [
      '/incident-scope',
      '/general-info',
      '/reporter-details',
      '/incident-map',
    ]);
    const { seen } = renderSync(['/incident-map'], actor, () => machine.route);
    expect(seen.path).toBe('/incident-map');
    await act(async () => seen.navigate!('/incident-scope', { replace: true }));
    expect(routeEvents(send)).toEqual([]);
    expect(machine.route).toBe('/incident-map');
    expect(seen.path).toBe('/incident-map');
  });

  it("the browser's back asks the machine, which goes to a screen of the trail", async () => {
    const { machine, send, actor } = standInMachine('/reporter-details', ['/incident-scope', '/general-info', '/reporter-details']);
    const { seen } = renderSync(['/general-info', '/reporter-details'], actor, () => machine.route);
    await act(async () => seen.navigate!(-1));
    expect(routeEvents(send)).toEqual([{ type: 'xstate.route', to: '#general-info' }]);
    expect(machine.route).toBe('/general-info');
    expect(seen.path).toBe('/general-info');
  });

  it("after the browser's back, the next screen the machine goes to moves the URL on", async () => {
    const { machine, send, actor } = standInMachine('/reporter-details', ['/incident-scope', '/general-info', '/reporter-details']);
    const { seen, rerender } = renderSync(['/general-info', '/reporter-details'], actor, () => machine.route);
    await act(async () => seen.navigate!(-1));
    expect(machine.route).toBe('/general-info');
    // The shell draws the screen the machine went to, then the reporter continues.
    await act(async () => rerender());
    machine.route = '/reporter-details';
    await act(async () => rerender());
    expect(seen.path).toBe('/reporter-details');
    expect(routeEvents(send)).toEqual([{ type: 'xstate.route', to: '#general-info' }]);
  });

  it('back to the same screen a second time asks the machine again', async () => {
    // Opened at /motor/, then a Continue.
    const { machine, send, actor } = standInMachine('/general-info', ['/incident-scope', '/general-info', '/reporter-details']);
    const { seen, rerender } = renderSync(['/'], actor, () => machine.route);
    machine.route = '/reporter-details';
    await act(async () => rerender());
    expect(seen.path).toBe('/reporter-details');
    for (const time of [1, 2]) {
      await act(async () => seen.navigate!(-1));
      await act(async () => rerender());
      expect(machine.route, `back ${time}`).toBe('/general-info');
      expect(seen.path, `back ${time}`).toBe('/general-info');
      machine.route = '/reporter-details';
      await act(async () => rerender());
      expect(seen.path, `on ${time}`).toBe('/reporter-details');
    }
    expect(routeEvents(send)).toEqual([
      { type: 'xstate.route', to: '#general-info' },
      { type: 'xstate.route', to: '#general-info' },
    ]);
  });

  it('reloaded on the screen the machine resumes at, its Back moves the URL', async () => {
    const { machine, actor } = standInMachine('/reporter-details', ['/incident-scope', '/general-info', '/reporter-details']);
    const { seen, rerender } = renderSync(['/reporter-details'], actor, () => machine.route);
    machine.route = '/general-info';
    await act(async () => rerender());
    expect(seen.path).toBe('/general-info');
  });

  it('a typed address ahead of the journey is refused once the machine shows its first screen: the URL shows that screen', async () => {
    const { machine, send, actor } = standInMachine('/incident-scope', ['/incident-scope']);
    let booted = false;
    const { seen, rerender } = renderSync(['/summary'], actor, () => (booted ? machine.route : undefined));
    expect(routeEvents(send)).toEqual([]);
    booted = true;
    await act(async () => rerender());
    expect(machine.route).toBe('/incident-scope');
    expect(seen.path).toBe('/incident-scope');
  });
});
