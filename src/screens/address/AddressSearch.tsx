import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LocatedAddress } from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import { messages, withValues } from '../../domain/validation/messages.ts';
import type { ScreenLookups } from '../screen-props.ts';

/** The server's shortest query (GET /v1/lookup/search-address `q`). */
export const SEARCH_MIN_LENGTH = 2;

/** Searching as one types: from this many characters, once the typing pauses this long. */
const AS_YOU_TYPE = { minLength: 3, pauseMs: 500 };

type SearchState =
  | { kind: 'idle' }
  | { kind: 'tooShort' }
  | { kind: 'searching' }
  | { kind: 'found'; query: string; results: LocatedAddress[] }
  | { kind: 'none'; query: string }
  | { kind: 'failed' };

export interface AddressSearchProps {
  /** The search input's id (the error dialog and the screen may send focus here). */
  id: string;
  lookups: Pick<ScreenLookups, 'searchAddress'>;
  /** A result was chosen from the list. */
  onPick: (address: LocatedAddress) => void;
  /** The id of the place the fields hold now: its result is marked as chosen. */
  pickedId?: string;
}

/**
 * The address search of the pickers: a query, searched by itself when the typing pauses, a button
 * (Enter in the box searches too, it does not continue), and the results as a list of buttons. What went wrong is said in a status line; the
 * query stays as typed, and the fields below can always be filled by hand.
 */
export function AddressSearch({ id, lookups, onPick, pickedId }: AddressSearchProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // The query last searched: a pause after the button (or Enter) does not search it again.
  const searched = useRef('');

  const search = async (text = query) => {
    const q = text.trim();
    searched.current = q;
    running.current?.abort();
    if (q.length < SEARCH_MIN_LENGTH) {
      setState({ kind: 'tooShort' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'searching' });
    try {
      const results = await lookups.searchAddress(q, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setState(results.length > 0 ? { kind: 'found', query: q, results } : { kind: 'none', query: q });
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'failed' });
    }
  };

  useEffect(() => {
    const q = query.trim();
    if (q.length < AS_YOU_TYPE.minLength) return;
    const pause = setTimeout(() => {
      if (q !== searched.current) void search(q);
    }, AS_YOU_TYPE.pauseMs);
    return () => clearTimeout(pause);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a pause after each change of the query; search reads the rest when it runs
  }, [query]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches; it must not press the form's Continue.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  let status = '';
  if (state.kind === 'tooShort') status = i18n._(withValues(messages.nameMinLength, { min: SEARCH_MIN_LENGTH }));
  else if (state.kind === 'searching') status = t`Hľadáme…`;
  else if (state.kind === 'found') {
    const count = state.results.length;
    status = t`Počet nájdených adries: ${count}. Vyberte adresu zo zoznamu.`;
  } else if (state.kind === 'none') {
    const searched = state.query;
    status = t`Nenašli sme žiadnu adresu pre „${searched}“. Skúste napísať obec alebo PSČ inak, alebo adresu vyplňte ručne nižšie.`;
  } else if (state.kind === 'failed') {
    status = t`Vyhľadávanie adries teraz nefunguje. Adresu môžete vyplniť ručne nižšie; nič z toho, čo ste napísali, sa nestratilo.`;
  }

  return (
    <div className="address-search">
      <label className="field-label" htmlFor={id}>
        {t`Vyhľadať adresu`}
      </label>
      <p className="field-hint" id={hintId}>
        {t`Napíšte obec alebo PSČ, prípadne aj ulicu s číslom, napríklad Hlavná 12, Košice.`}
      </p>
      <div className="address-search__row">
        <input
          id={id}
          className="field-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          aria-describedby={`${hintId} ${statusId}`}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={() => void search()}>
          {t`Hľadať`}
        </button>
      </div>
      <p
        id={statusId}
        className={`address-search__status${state.kind === 'failed' || state.kind === 'none' ? ' address-search__status--problem' : ''}`}
        role="status"
      >
        {status}
      </p>
      {state.kind === 'found' && (
        <ul className="address-results" aria-label={t`Nájdené adresy`}>
          {state.results.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                className={`address-results__item${result.id === pickedId ? ' address-results__item--picked' : ''}`}
                aria-current={result.id === pickedId ? 'true' : undefined}
                onClick={() => {
                  onPick(result);
                  // The list has done its work: it goes, so that the form below comes up.
                  setState({ kind: 'idle' });
                }}
              >
                {formatAddress(result, i18n)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
